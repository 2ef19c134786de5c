/// A case written with its values in parentheses, as `initial:` and a scenario's steps write one: `loaded` or
/// `loaded(count: 3)`. The arguments are read by ``TraceValueParser``; what each may be is its caller's rule.
enum CaseTermSyntax {
    /// The case's name, where it starts, and its arguments, every offset in Unicode scalars from the start of the text.
    struct Parsed {
        var name: String
        var offset: Int
        var arguments: [TraceValueParser.Argument]
    }

    /// Parses `text`, or says what is wrong and where: `expected` when no case name starts it, and `values` names
    /// what the parentheses hold (`the state's values`) when they are missing or unclosed.
    static func parse(_ text: String, expected: String, values: String) -> Result<Parsed, TraceSyntax.Failure> {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count, scalars[start] == " " { start += 1 }
        var end = start
        while end < scalars.count, IdentifierSyntax.isIdentifierScalar(scalars[end], first: end == start) { end += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<end]))
        guard !name.isEmpty, IdentifierSyntax.isValid(name) else { return .failure(failure(expected, at: start)) }
        var last = scalars.count
        while last > end, scalars[last - 1] == " " { last -= 1 }
        guard last > end else { return .success(Parsed(name: name, offset: start, arguments: [])) }
        guard scalars[end] == "(", scalars[last - 1] == ")" else {
            return .failure(failure("expected '(' and \(values) after '\(name)', ending with ')'", at: end))
        }
        let inner = String(String.UnicodeScalarView(scalars[(end + 1)..<(last - 1)]))
        guard inner.contains(where: { !$0.isWhitespace }) else {
            return .success(Parsed(name: name, offset: start, arguments: []))
        }
        switch TraceValueParser.arguments(inner) {
        case .failure(let failure):
            return .failure(Self.failure(failure.message, at: end + 1 + failure.offset))
        case .success(let arguments):
            let shifted = arguments.map { argument in
                var argument = argument
                argument.offset += end + 1
                argument.expressionOffset += end + 1
                return argument
            }
            return .success(Parsed(name: name, offset: start, arguments: shifted))
        }
    }

    /// A failure at `offset`.
    static func failure(_ message: String, at offset: Int) -> TraceSyntax.Failure {
        TraceSyntax.Failure(message: message, offset: offset)
    }
}
