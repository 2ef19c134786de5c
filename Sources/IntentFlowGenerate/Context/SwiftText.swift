import IntentFlowAI

/// Turning free text from a manifest (summaries, invariants, trace lines, docs) into Swift that compiles whatever
/// the text holds: quotes, backslashes, braces, `*/`, newlines, non-ASCII.
enum SwiftText {
    /// A string literal: `"A \"quoted\" \\ path"`. Newlines and control characters are written as escapes, so the
    /// literal is always one line.
    static func stringLiteral(_ text: String) -> String {
        // Most manifest text is printable ASCII without quotes or backslashes: it needs no escapes, and going
        // scalar by scalar costs a twentieth of generation.
        if isPlainASCII(text, allowing: { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        // Printable ASCII with quotes or backslashes (a trace that writes a string value): escaped byte by byte.
        if isPlainASCII(text, allowing: { _ in true }) {
            var bytes: [UInt8] = [UInt8(ascii: "\"")]
            bytes.reserveCapacity(text.utf8.count + 8)
            for byte in text.utf8 {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(byte)
            }
            bytes.append(UInt8(ascii: "\""))
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || isLineOrParagraphSeparator(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The text's lines as `///` documentation lines, joined by newlines; empty text gives "".
    ///
    /// Line comments end at the end of the line and nothing else, so `*/`, quotes and braces are safe; only the
    /// line breaks need care, and blank lines inside the text stay as bare `///`.
    static func docComment(_ text: String) -> String {
        commentLines(text).map { $0.isEmpty ? "///" : "/// \($0)" }.joined(separator: "\n")
    }

    /// The text's lines as `//` comment lines, joined by newlines; empty text gives "".
    static func lineComment(_ text: String) -> String {
        commentLines(text).map { $0.isEmpty ? "//" : "// \($0)" }.joined(separator: "\n")
    }

    /// The text on a single line, for a `// …` comment or a test's display name: line breaks become spaces.
    static func singleLine(_ text: String) -> String {
        commentLines(text).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The text split into lines with trailing spaces and surrounding blank lines removed.
    static func commentLines(_ text: String) -> [String] {
        // One line of printable ASCII (the usual summary, invariant or trace) has nothing to split or replace.
        if isPlainASCII(text, allowing: { _ in true }) {
            var line = Substring(text)
            while line.last == " " { line.removeLast() }
            return line.isEmpty ? [] : [String(line)]
        }
        var lines = text.split(omittingEmptySubsequences: false) { character in
            character.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || isLineOrParagraphSeparator($0) }
        }.map { line in
            var line = String(line)
            while let last = line.last, last.isWhitespace { line.removeLast() }
            return line.unicodeScalars.contains(where: isUnsafeInComment) ? String(
                String.UnicodeScalarView(line.unicodeScalars.map { isUnsafeInComment($0) ? " " : $0 })) : line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Whether every byte of `text` is printable ASCII (space to `~`) that `allowing` accepts.
    private static func isPlainASCII(_ text: String, allowing: (UInt8) -> Bool) -> Bool {
        func accepts(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F && allowing(byte) }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(accepts) } ?? text.utf8.allSatisfy(accepts)
    }

    /// Characters Swift refuses in source text even inside comments.
    private static func isUnsafeInComment(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    private static func isLineOrParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x85 || scalar.value == 0x0B
            || scalar.value == 0x0C
    }

    /// Whether `    let <variable> = <nextType>.state(<state>)` fits in swift-format's 100 columns; when it does not, the
    /// state goes on a line of its own.
    static func expectedNextFits(variable: String, nextType: String, state: String) -> Bool {
        let parts = [variable, nextType, state]
        // "    let " + " = " + ".state(" + ")": 19 characters around the three parts. Counted part by part only when
        // each is plain ASCII, where no character can join across the seams.
        guard parts.allSatisfy(isPlainWidth) else {
            return "    let \(variable) = \(nextType).state(\(state))".count <= 100
        }
        return 19 + parts.reduce(0) { $0 + $1.utf8.count } <= 100
    }

    /// `call` (`.failed(file: f, retries: n, message: m)`) laid out as swift-format lays it out at `indent` columns:
    /// on one line when it fits in 100 columns, else its name and `(` on the first line and its arguments packed
    /// on the following lines, two columns deeper, each line as full as fits, the last ending with `)`. Lines after
    /// the first carry their indentation.
    static func wrappedCall(_ call: String, indent: Int) -> String {
        guard indent + width(call) > 100, let open = call.firstIndex(of: "("), call.hasSuffix(")") else { return call }
        let head = call[...open]
        let arguments = SwiftValue.topLevelElements(of: String(call[call.index(after: open)..<call.index(before: call.endIndex)]))
            .map { String($0.drop(while: { $0 == " " })) }
        let inner = String(repeating: " ", count: indent + 2)
        var lines: [String] = []
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let ending = index == arguments.count - 1 ? ")" : ","
            let candidate = current.isEmpty ? argument + ending : current + " " + argument + ending
            if current.isEmpty || inner.count + width(candidate) <= 100 {
                current = candidate
            } else {
                lines.append(current)
                current = argument + ending
            }
        }
        lines.append(current)
        return head + lines.map { "\n" + inner + $0 }.joined()
    }

    /// How many characters `text` has, the unit line lengths are counted in: for ASCII without a carriage return
    /// (`\r\n` is one character), its bytes, without walking grapheme clusters.
    static func width(_ text: String) -> Int {
        isPlainWidth(text) ? text.utf8.count : text.count
    }

    /// Whether every byte of `text` is one character: ASCII, and no `\r` that could pair with a `\n`.
    private static func isPlainWidth(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }
}
