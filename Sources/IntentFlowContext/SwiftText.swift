import IntentFlowManifest
import IntentFlowText

/// Turning free text from a manifest (summaries, invariants, trace lines, docs) into Swift that compiles whatever
/// the text holds: quotes, backslashes, braces, `*/`, newlines, non-ASCII.
enum SwiftText {
    /// A string literal: `"A \"quoted\" \\ path"`, written by the one Swift escaper (``StringLiteral/swift(_:)``).
    static func stringLiteral(_ text: String) -> String {
        StringLiteral.swift(text)
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

    /// The text on a single line for Markdown an agent reads (``singleLine``), with HTML comment openers and closers
    /// written as entities: a summary ending in `<!--` would otherwise hide everything after it once the file's
    /// comments are stripped, as Claude Code strips them from memory files.
    static func markdownLine(_ text: String) -> String {
        singleLine(text).replacingEvery("<!--", with: "&lt;!--").replacingEvery("-->", with: "--&gt;")
    }

    /// The text split into lines with trailing spaces and surrounding blank lines removed.
    static func commentLines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false) { character in
            character.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || StringLiteral.isLineBreak($0) }
        }.map { line in
            var line = String(line)
            while let last = line.last, last.isWhitespace { line.removeLast() }
            let safe =
                line.unicodeScalars.contains(where: isUnsafeInComment)
                ? String(
                    String.UnicodeScalarView(line.unicodeScalars.map { isUnsafeInComment($0) ? " " : $0 })) : line
            // A bidirectional control would reorder the code around the comment as an editor shows it (Trojan
            // Source); an invisible character would hide text. Each is shown as its code point instead.
            return DeceptiveText.escaped(safe)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Characters Swift refuses in source text even inside comments.
    private static func isUnsafeInComment(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    /// Whether `    let <variable> = <nextType>.state(<state>)` fits in swift-format's 100 columns; when it does not,
    /// the state goes on a line of its own.
    static func expectedNextFits(variable: String, nextType: String, state: String) -> Bool {
        "    let \(variable) = \(nextType).state(\(state))".count <= 100
    }

    /// `call` (`.failed(file: f, retries: n, message: m)`) laid out as swift-format lays it out at `indent` columns:
    /// on one line when it fits in 100 columns, else its name and `(` on the first line and its arguments packed
    /// on the following lines, two columns deeper, each line as full as fits, the last ending with `)`. Lines after
    /// the first carry their indentation.
    static func wrappedCall(_ call: String, indent: Int) -> String {
        guard indent + width(call) > 100 else { return call }
        return brokenCall(call, indent: indent)
    }

    /// `value` as the argument `label: value,` of a call whose arguments are at `indent` columns: as it is when the
    /// line fits in 100 columns, else broken after its `(` as ``wrappedCall(_:indent:)`` breaks it.
    static func wrappedArgument(_ value: String, label: String, indent: Int) -> String {
        indent + width(label) + 3 + width(value) <= 100 ? value : brokenCall(value, indent: indent)
    }

    /// `call` broken after its `(`, its arguments packed on the following lines two columns deeper than `indent`.
    static func brokenCall(_ call: String, indent: Int) -> String {
        guard let open = call.firstIndex(of: "("), call.hasSuffix(")") else { return call }
        let head = call[...open]
        let arguments = TopLevelCommas.split(String(call[call.index(after: open)..<call.index(before: call.endIndex)]))
            .map { String($0.drop(while: { $0 == " " })) }
        let inner = String(repeating: " ", count: indent + 2)
        var lines: [String] = []
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let ending = index == arguments.count - 1 ? ")" : ","
            // An argument too long for a line of its own is broken after its first call's `(`, the rest two columns
            // deeper, on lines of their own (`todos: t.moving(` then `  s, to: d),`), as swift-format breaks it.
            if inner.count + width(argument + ending) > 100, let call = firstCallParenthesis(in: argument) {
                if !current.isEmpty { lines.append(current) }
                lines.append(String(argument[...call]))
                let rest = String(argument[argument.index(after: call)...])
                // When the rest does not fit either, swift-format puts each of its arguments on a line of its own.
                let parts = TopLevelCommas.split(String(rest.dropLast())).map { $0.trimmingWhitespace() }
                if inner.count + 2 + width(rest + ending) > 100, parts.count > 1, closesLast(rest) {
                    lines += parts.dropLast().map { "  " + $0 + "," } + ["  " + (parts.last ?? "") + ")" + ending]
                } else {
                    lines.append("  " + rest + ending)
                }
                current = ""
                continue
            }
            let candidate = current.isEmpty ? argument + ending : current + " " + argument + ending
            if current.isEmpty || inner.count + width(candidate) <= 100 {
                current = candidate
            } else {
                lines.append(current)
                current = argument + ending
            }
        }
        if !current.isEmpty { lines.append(current) }
        return head + lines.map { "\n" + inner + $0 }.joined()
    }

    /// Whether the last character of `rest` (the arguments after a call's `(`) is the `)` that closes that call.
    private static func closesLast(_ rest: String) -> Bool {
        var depth = 1
        var inString = false
        for (offset, character) in rest.enumerated() {
            if character == "\"" { inString.toggle() }
            guard !inString else { continue }
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return offset == rest.count - 1 }
        }
        return false
    }

    /// The `(` of the first call in `text` (one that follows a name, not a parenthesized expression's), outside
    /// string literals; `nil` when there is none.
    private static func firstCallParenthesis(in text: String) -> String.Index? {
        var inString = false
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "(", previous.isLetter || previous.isNumber || previous == "_" { return index }
            previous = character
        }
        return nil
    }

    /// How many characters `text` has, the unit line lengths are counted in.
    static func width(_ text: String) -> Int {
        text.count
    }
}
