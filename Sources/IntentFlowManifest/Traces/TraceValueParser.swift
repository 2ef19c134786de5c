/// Reads the text in parentheses after a name in a trace into its arguments (schema 0.2).
///
/// ```
/// arguments := argument ( ',' argument )*
/// argument  := [ label ':' ] ( value | free text )
/// value     := string | number | 'true' | 'false' | 'nil' | array | member
/// string    := '"' ( character | '\' escape )* '"'        escapes: \\ \" \' \n \r \t \0 \u{hex}
/// number    := [ '-' ] digits [ '.' digits ] [ ( 'e' | 'E' ) [ '+' | '-' ] digits ]
/// array     := '[' ']' | '[' ':' ']' | '[' value ( ',' value )* [ ',' ] ']'
/// member    := '.' identifier [ '(' [ [ label ':' ] value ( ',' [ label ':' ] value )* ] ')' ]
/// ```
///
/// An argument that starts like a value (`"`, a digit, `-` and a digit, `[`, `.`, or the words `true`, `false`,
/// `nil`) must be one, unless it is a Swift expression (`[item] + items`, `"\(n) left"`); a lower-case name
/// (`n`, `query`) is a name; a Swift expression (an operator, a call, a member of a name: `n + 1`, `max(p, q)`) is
/// an expression; anything else is free text, as every argument was in schema 0.1.
enum TraceValueParser {
    /// An argument with its offset (in Unicode scalars) in the text.
    struct Argument: Hashable {
        var label: String?
        var value: TraceValue?
        var offset: Int
        /// A name written alone.
        var name: String? = nil
        /// An expression, trimmed, and its offset in the text.
        var expression: String? = nil
        var expressionOffset: Int = 0
    }

    /// How deep arrays and members may nest (deeper input is refused rather than recursed into).
    static let maximumDepth = 32

    /// The arguments of `text`, or why one is malformed and where (offset in Unicode scalars).
    static func arguments(_ text: String) -> Result<[Argument], TraceSyntax.Failure> {
        var reader = Reader(Array(text.unicodeScalars))
        do throws(TraceSyntax.Failure) {
            return .success(try reader.arguments())
        } catch {
            return .failure(error)
        }
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func scalar(at position: Int) -> Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        func failure(_ message: String, at offset: Int? = nil) -> TraceSyntax.Failure {
            TraceSyntax.Failure(message: message, offset: offset ?? index)
        }

        mutating func skipBlanks() {
            while let scalar = current, scalar == " " || scalar == "\t" { index += 1 }
        }

        mutating func arguments() throws(TraceSyntax.Failure) -> [Argument] {
            var arguments: [Argument] = []
            repeat {
                if current == "," { index += 1 }
                skipBlanks()
                let start = index
                let label = takeLabel()
                skipBlanks()
                let valueStart = index
                let end = argumentEnd()
                let written = String(String.UnicodeScalarView(scalars[valueStart..<end])).trimmingBlanks
                if startsValue {
                    do throws(TraceSyntax.Failure) {
                        let value = try value(depth: 0)
                        skipBlanks()
                        if let extra = current, extra != "," {
                            throw failure("unexpected '\(extra)' after the value; separate arguments with ','")
                        }
                        arguments.append(Argument(label: label, value: value, offset: start))
                    } catch {
                        guard TraceExpressionScanner.isExpression(written) else { throw error }
                        index = end
                        arguments.append(
                            Argument(
                                label: label, value: nil, offset: start, expression: written,
                                expressionOffset: valueStart))
                    }
                } else if TraceExpressionScanner.isBindableName(written) {
                    index = end
                    arguments.append(Argument(label: label, value: nil, offset: start, name: written))
                } else if TraceExpressionScanner.isExpression(written) {
                    index = end
                    arguments.append(
                        Argument(
                            label: label, value: nil, offset: start, expression: written, expressionOffset: valueStart))
                } else {
                    skipFreeText()
                    arguments.append(Argument(label: label, value: nil, offset: start))
                }
            } while current == ","
            return arguments
        }

        /// `label:` (not `label::`), consumed; `nil`, consuming nothing, when the text does not start with one.
        mutating func takeLabel() -> String? {
            var end = index
            while let scalar = scalar(at: end), IdentifierSyntax.isIdentifierScalar(scalar, first: end == index) {
                end += 1
            }
            guard end > index else { return nil }
            var colon = end
            while let scalar = scalar(at: colon), scalar == " " || scalar == "\t" { colon += 1 }
            guard scalar(at: colon) == ":", scalar(at: colon + 1) != ":" else { return nil }
            let label = String(String.UnicodeScalarView(scalars[index..<end]))
            index = colon + 1
            return label
        }

        /// Where the current argument ends: the next ',' outside brackets, parentheses and string literals, or the
        /// text's end.
        func argumentEnd() -> Int {
            var depth = 0
            var inString = false
            var position = index
            while let scalar = scalar(at: position) {
                if inString {
                    if scalar == "\\" {
                        position += 2
                        continue
                    }
                    if scalar == "\"" { inString = false }
                } else {
                    if scalar == "\"" { inString = true }
                    if scalar == "(" || scalar == "[" { depth += 1 }
                    if scalar == ")" || scalar == "]" { depth -= 1 }
                    if scalar == ",", depth <= 0 { return position }
                }
                position += 1
            }
            return scalars.count
        }

        /// Free text up to the next ',' outside brackets and parentheses.
        mutating func skipFreeText() {
            var depth = 0
            while let scalar = current {
                if scalar == "(" || scalar == "[" { depth += 1 }
                if scalar == ")" || scalar == "]" { depth -= 1 }
                if scalar == ",", depth <= 0 { return }
                index += 1
            }
        }

        var startsValue: Bool {
            guard let first = current else { return false }
            switch first {
            case "\"", "[", ".": return true
            case "-": return scalar(at: index + 1).map(Self.isDigit) == true
            default:
                if Self.isDigit(first) { return true }
                return ["true", "false", "nil"].contains { isWord($0) }
            }
        }

        /// Whether `word` is written at the current position and ends there (not `nilable`).
        func isWord(_ word: String) -> Bool {
            let word = Array(word.unicodeScalars)
            guard index + word.count <= scalars.count, Array(scalars[index..<index + word.count]) == word else {
                return false
            }
            return scalar(at: index + word.count).map { !IdentifierSyntax.isIdentifierScalar($0, first: false) } ?? true
        }

        mutating func value(depth: Int) throws(TraceSyntax.Failure) -> TraceValue {
            guard depth < TraceValueParser.maximumDepth else {
                throw failure("values nest more than \(TraceValueParser.maximumDepth) deep")
            }
            guard let scalar = current else { throw failure("expected a value") }
            switch scalar {
            case "\"": return try string()
            case "[": return try array(depth: depth)
            case ".": return try member(depth: depth)
            default:
                for (word, kind) in [("true", TraceValue.Kind.boolean), ("false", .boolean), ("nil", .none)]
                where isWord(word) {
                    index += word.unicodeScalars.count
                    return TraceValue(kind, source: word)
                }
                if scalar == "-" || Self.isDigit(scalar) { return try number() }
                throw failure(
                    "expected a value (a string, a number, true, false, nil, [...] or .case), found '\(scalar)'")
            }
        }

        mutating func string() throws(TraceSyntax.Failure) -> TraceValue {
            let start = index
            index += 1
            while let scalar = current {
                index += 1
                if scalar == "\"" { return TraceValue(.string, source: source(from: start)) }
                guard scalar == "\\" else { continue }
                guard let escaped = current else { break }
                switch escaped {
                case "\\", "\"", "'", "n", "r", "t", "0": index += 1
                case "u": try unicodeEscape()
                default:
                    throw failure(
                        "unknown escape '\\\(escaped)' in a string; write \\\\ for a backslash", at: index - 1)
                }
            }
            throw failure("this string is never closed; end it with '\"'", at: start)
        }

        /// `u{1F600}` after a backslash.
        mutating func unicodeEscape() throws(TraceSyntax.Failure) {
            let start = index - 1
            index += 1
            guard current == "{" else { throw failure("write a Unicode escape as \\u{41}", at: start) }
            index += 1
            var digits = 0
            while let scalar = current, scalar.properties.isASCIIHexDigit {
                digits += 1
                index += 1
            }
            guard current == "}", (1...8).contains(digits) else {
                throw failure("write a Unicode escape as \\u{41}", at: start)
            }
            index += 1
        }

        mutating func number() throws(TraceSyntax.Failure) -> TraceValue {
            let start = index
            if current == "-" { index += 1 }
            try digits()
            var kind = TraceValue.Kind.integer
            if current == ".", scalar(at: index + 1).map(Self.isDigit) == true {
                index += 1
                try digits()
                kind = .float
            } else if current == "." {
                throw failure("expected digits after '.' in a number")
            }
            if current == "e" || current == "E" {
                index += 1
                if current == "+" || current == "-" { index += 1 }
                try digits()
                kind = .float
            }
            if let scalar = current, IdentifierSyntax.isIdentifierScalar(scalar, first: false) {
                throw failure("'\(source(from: start))\(scalar)…' is not a number", at: start)
            }
            return TraceValue(kind, source: source(from: start))
        }

        mutating func digits() throws(TraceSyntax.Failure) {
            guard let first = current, Self.isDigit(first) else { throw failure("expected a digit") }
            while let scalar = current, Self.isDigit(scalar) || scalar == "_" { index += 1 }
        }

        mutating func array(depth: Int) throws(TraceSyntax.Failure) -> TraceValue {
            let start = index
            index += 1
            skipBlanks()
            if current == ":" {
                index += 1
                skipBlanks()
                guard current == "]" else { throw failure("only the empty dictionary '[:]' can be written in a trace") }
                index += 1
                return TraceValue(.emptyDictionary, source: "[:]")
            }
            var elements: [TraceValue] = []
            while current != "]" {
                guard current != nil else { throw failure("'[' is never closed; end the array with ']'", at: start) }
                elements.append(try value(depth: depth + 1))
                skipBlanks()
                if current == ":" { throw failure("only the empty dictionary '[:]' can be written in a trace") }
                try separator(before: "]", unclosed: "'[' is never closed; end the array with ']'", at: start)
            }
            index += 1
            return TraceValue(.array(elements), source: "[" + elements.map(\.source).joined(separator: ", ") + "]")
        }

        /// After an element of an array or a member's arguments: a ',' (consumed) or `closing` (left in place);
        /// anything else fails, `unclosed` (at `open`) when the text ends.
        mutating func separator(before closing: Unicode.Scalar, unclosed: String, at open: Int) throws(TraceSyntax
            .Failure)
        {
            if current == "," {
                index += 1
                skipBlanks()
            } else if current != closing {
                guard current != nil else { throw failure(unclosed, at: open) }
                throw failure("expected ',' or '\(closing)' after the \(closing == "]" ? "element" : "argument")")
            }
        }

        mutating func member(depth: Int) throws(TraceSyntax.Failure) -> TraceValue {
            index += 1
            let nameStart = index
            while let scalar = current, IdentifierSyntax.isIdentifierScalar(scalar, first: index == nameStart) {
                index += 1
            }
            guard index > nameStart else { throw failure("expected a case name after '.', as in '.noDevices'") }
            let name = source(from: nameStart)
            guard current == "(" else { return TraceValue(.member(name: name, arguments: nil), source: "." + name) }
            let open = index
            index += 1
            var arguments: [TraceValue.Labeled] = []
            skipBlanks()
            while current != ")" {
                guard current != nil else { throw failure("'(' is never closed", at: open) }
                let label = takeLabel()
                skipBlanks()
                arguments.append(TraceValue.Labeled(label: label, value: try value(depth: depth + 1)))
                skipBlanks()
                try separator(before: ")", unclosed: "'(' is never closed", at: open)
            }
            index += 1
            let written = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.source }
            return TraceValue(
                .member(name: name, arguments: arguments), source: ".\(name)(\(written.joined(separator: ", ")))")
        }

        func source(from start: Int) -> String {
            String(String.UnicodeScalarView(scalars[start..<index]))
        }

        static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    }
}
