/// Reads `initial:` (schema 0.2): a state's name and, in parentheses, the values of its parameters, as in
/// `idle(attemptsLeft: 3)`. Every argument must be a value: there is no trace to bind free text from.
enum InitialStateSyntax {
    /// The state's name and its arguments (offsets in Unicode scalars).
    struct Parsed {
        var name: String
        var arguments: [TraceValueParser.Argument]
    }

    /// Parses `text`, or says what is wrong and where (offset in Unicode scalars).
    static func parse(_ text: String) -> Result<Parsed, TraceSyntax.Failure> {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count, scalars[start] == " " { start += 1 }
        var end = start
        while end < scalars.count, IdentifierSyntax.isIdentifierScalar(scalars[end], first: end == start) { end += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<end]))
        guard !name.isEmpty, IdentifierSyntax.isValid(name) else {
            return .failure(failure("expected a state, as in 'idle' or 'idle(attemptsLeft: 3)'", at: start))
        }
        var last = scalars.count
        while last > end, scalars[last - 1] == " " { last -= 1 }
        guard last > end else { return .success(Parsed(name: name, arguments: [])) }
        guard scalars[end] == "(", scalars[last - 1] == ")" else {
            return .failure(failure("expected '(' and the state's values after '\(name)', ending with ')'", at: end))
        }
        let inner = String(String.UnicodeScalarView(scalars[(end + 1)..<(last - 1)]))
        switch TraceValueParser.arguments(inner) {
        case .failure(let failure):
            return .failure(Self.failure(failure.message, at: end + 1 + failure.offset))
        case .success(let arguments):
            let written = inner.contains { !$0.isWhitespace } ? arguments : []
            if let free = written.first(where: { $0.value == nil }) {
                return .failure(
                    failure(
                        "the initial state's arguments must be values, such as 3, \"text\" or .case",
                        at: end + 1 + free.offset))
            }
            return .success(
                Parsed(
                    name: name,
                    arguments: written.map { .init(label: $0.label, value: $0.value, offset: end + 1 + $0.offset) }))
        }
    }

    private static func failure(_ message: String, at offset: Int) -> TraceSyntax.Failure {
        TraceSyntax.Failure(message: message, offset: offset)
    }
}
