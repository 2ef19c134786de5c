/// Reads just enough of a Swift expression written in a trace to check it without compiling: the names it reads,
/// whether it is an expression at all (rather than a literal or free text), and whether it is shaped like a
/// Boolean condition. The compiler checks the rest, at the manifest's line (generated code carries
/// `#sourceLocation`).
enum TraceExpressionScanner {
    /// An identifier outside string literals (or inside an interpolation), with what surrounds it.
    struct Word {
        var name: String
        var offset: Int
        /// The nearest non-blank scalar before and after it, outside the word.
        var before: Unicode.Scalar?
        var after: Unicode.Scalar?
    }

    /// What a scan found outside string literals.
    struct Scan {
        var words: [Word] = []
        /// Whether an operator scalar (`+ - * / % < > = ! & | ^ ~ ?`) is written outside literals.
        var hasOperator = false
        /// Whether a string literal interpolates (`\(`).
        var interpolates = false
    }

    private static let operatorScalars: Set<Unicode.Scalar> = [
        "+", "-", "*", "/", "%", "<", ">", "=", "!", "&", "|", "^", "~", "?",
    ]
    private static let keywords: Set<String> = [
        "true", "false", "nil", "self", "Self", "in", "is", "as", "try", "await", "if", "else", "let", "var", "case",
        "where", "switch", "default", "return", "some", "any",
    ]

    /// Scans `text`.
    static func scan(_ text: String) -> Scan {
        let scalars = Array(text.unicodeScalars)
        var scan = Scan()
        var index = 0
        // Each open interpolation's parenthesis depth; inside one, code is scanned as code.
        var interpolations: [Int] = []
        var depth = 0
        var inString = false
        var lastNonBlank: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\", index + 1 < scalars.count {
                    if scalars[index + 1] == "(" {
                        scan.interpolates = true
                        interpolations.append(depth)
                        depth += 1
                        inString = false
                        lastNonBlank = "("
                        index += 2
                        continue
                    }
                    index += 2
                    continue
                }
                if scalar == "\"" {
                    inString = false
                    lastNonBlank = "\""
                }
                index += 1
                continue
            }
            if scalar == "\"" {
                inString = true
                index += 1
                continue
            }
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
                depth -= 1
                if let open = interpolations.last, open == depth {
                    interpolations.removeLast()
                    inString = true
                    index += 1
                    continue
                }
            }
            if isDigit(scalar) {
                // A number, with any letters it carries (`1e3`, `0x1F`), is no name.
                while index < scalars.count,
                    IdentifierSyntax.isIdentifierScalar(scalars[index], first: false) || scalars[index] == "."
                {
                    if scalars[index] == ".", !(index + 1 < scalars.count && isDigit(scalars[index + 1])) { break }
                    index += 1
                }
                lastNonBlank = "0"
                continue
            }
            if IdentifierSyntax.isIdentifierScalar(scalar, first: true) {
                let start = index
                while index < scalars.count, IdentifierSyntax.isIdentifierScalar(scalars[index], first: false) {
                    index += 1
                }
                var next = index
                while next < scalars.count, scalars[next] == " " || scalars[next] == "\t" { next += 1 }
                let name = String(String.UnicodeScalarView(scalars[start..<index]))
                scan.words.append(
                    Word(
                        name: name, offset: start, before: lastNonBlank,
                        after: next < scalars.count ? scalars[next] : nil))
                lastNonBlank = "a"
                continue
            }
            if operatorScalars.contains(scalar) { scan.hasOperator = true }
            if scalar != " " && scalar != "\t" { lastNonBlank = scalar }
            index += 1
        }
        return scan
    }

    /// The names `text` reads: identifiers starting with a lower-case letter or `_` that are not keywords,
    /// members (after `.`), functions called (before `(`) or argument labels (before `:` after `(` or `,`).
    static func references(in text: String) -> [(name: String, offset: Int)] {
        scan(text).words.compactMap { word in
            guard let first = word.name.unicodeScalars.first, first == "_" || first.properties.isLowercase,
                word.name != "_", !keywords.contains(word.name), word.before != ".", word.after != "(",
                !(word.after == ":" && (word.before == "(" || word.before == "," || word.before == nil))
            else { return nil }
            return (word.name, word.offset)
        }
    }

    /// Whether an argument that is not a literal nor a single name is a Swift expression rather than free text:
    /// it holds an operator, a call (`max(`, `Weather(`), a subscript (`items[i]`), a member of a name
    /// (`items.first`) or an interpolating string. Free text such as `valid form` or `bad password` holds none.
    ///
    /// A case value with arguments (`.failed(x)`) is an expression only when it reads a name, so that a malformed
    /// literal (`.failed(1 2)`) keeps its own error.
    static func isExpression(_ text: String) -> Bool {
        let scan = scan(text)
        if scan.interpolates || scan.hasOperator { return true }
        let scalars = Array(text.unicodeScalars)
        let readsName = !references(in: text).isEmpty
        return scan.words.contains { word in
            let end = word.offset + word.name.unicodeScalars.count
            let isCall = end < scalars.count && scalars[end] == "("
            let dot = word.offset - 1
            let isMember = dot >= 0 && scalars[dot] == "."
            if end < scalars.count, scalars[end] == "[", !isMember { return true }  // a subscript: items[i]
            let isMemberOfValue =
                isMember && dot >= 1
                && (IdentifierSyntax.isIdentifierScalar(scalars[dot - 1], first: false) || scalars[dot - 1] == ")"
                    || scalars[dot - 1] == "]")
            return isMemberOfValue || (isCall && (!isMember || readsName))
        }
    }

    /// Whether `text` is shaped like a Boolean condition: it compares (`<`, `>`, `==`, `!=`, `<=`, `>=`), combines
    /// (`&&`, `||`) or negates (`!x`), calls or reads something (`query.isEmpty`, `contains(x)`), or is one name;
    /// not a number, a string or arithmetic (`n + 1`). `booleans` are the bound names of type `Bool`; `names` every
    /// bound name.
    static func isBooleanShaped(_ text: String, names: Set<String>, booleans: Set<String>) -> Bool {
        let trimmed = text.trimmingBlanks
        if trimmed == "true" || trimmed == "false" { return true }
        if names.contains(trimmed) { return booleans.contains(trimmed) }
        let scan = scan(trimmed)
        let scalars = Array(trimmed.unicodeScalars)
        let topLevel = topLevelOperators(scalars)
        if topLevel.contains(where: { ["<", ">", "==", "!=", "<=", ">=", "&&", "||", "===", "!=="].contains($0) }) {
            return true
        }
        if !topLevel.isEmpty { return false }
        if scalars.first == "!" { return true }
        // No operator at the top: a call or member read may be Boolean; a literal is not.
        guard let first = scalars.first, !isDigit(first), first != "\"", first != "[", first != "-" else {
            return false
        }
        return !scan.words.isEmpty
    }

    /// The binary operators outside parentheses, brackets and strings, each as written (`<=`, `&&`, `+`).
    private static func topLevelOperators(_ scalars: [Unicode.Scalar]) -> [String] {
        var result: [String] = []
        var depth = 0
        var inString = false
        var index = 0
        var previous: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == "\"" { inString = false }
                index += 1
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if depth == 0, operatorScalars.contains(scalar), scalar != "?" {
                var end = index
                while end < scalars.count, operatorScalars.contains(scalars[end]) { end += 1 }
                let written = String(String.UnicodeScalarView(scalars[index..<end]))
                // A prefix operator (`!x`, `-1`) follows nothing or another operator.
                let isPrefix = previous == nil || previous.map { operatorScalars.contains($0) || $0 == "(" } == true
                if !isPrefix { result.append(written) }
                previous = scalars[end - 1]
                index = end
                continue
            }
            if scalar != " " && scalar != "\t" { previous = scalar }
            index += 1
        }
        return result
    }

    /// `text`, written at `offset` in a trace line, as an expression whose references `locator` locates.
    static func expression(_ text: String, at offset: Int, _ locator: ScalarLocator) -> TraceExpression {
        TraceExpression(
            text: text, location: locator.location(ofOffset: offset),
            references: references(in: text).map {
                TraceExpression.Reference(
                    name: $0.name, offset: $0.offset, location: locator.location(ofOffset: offset + $0.offset))
            })
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// Whether `text` is one name a trace may bind: an identifier starting with a lower-case letter (or `_` and
    /// more), not `true`, `false` or `nil`.
    static func isBindableName(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, first == "_" ? scalars.count > 1 : first.properties.isLowercase,
            scalars.allSatisfy({ IdentifierSyntax.isIdentifierScalar($0, first: false) }), !keywords.contains(text)
        else { return false }
        return true
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
