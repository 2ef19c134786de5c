/// Reads a case with values as a scenario writes it: `connected`, `failed(message: "Offline")`, `playing(board: b)`.
/// Unlike a trace's arguments there is no free text: each argument is a value, a bound name or an expression.
enum ScenarioTermSyntax {
    /// The name, where it starts, and its arguments (offsets in Unicode scalars).
    struct Parsed {
        var name: String
        var offset: Int
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
            return .failure(failure("expected a case, as in 'loaded' or 'loaded(count: 3)'", at: start))
        }
        var last = scalars.count
        while last > end, scalars[last - 1] == " " { last -= 1 }
        guard last > end else { return .success(Parsed(name: name, offset: start, arguments: [])) }
        guard scalars[end] == "(", scalars[last - 1] == ")" else {
            return .failure(failure("expected '(' and the values after '\(name)', ending with ')'", at: end))
        }
        let inner = String(String.UnicodeScalarView(scalars[(end + 1)..<(last - 1)]))
        guard inner.contains(where: { !$0.isWhitespace }) else {
            return .success(Parsed(name: name, offset: start, arguments: []))
        }
        switch TraceValueParser.arguments(inner) {
        case .failure(let failure):
            return .failure(Self.failure(failure.message, at: end + 1 + failure.offset))
        case .success(let arguments):
            if let free = arguments.first(where: { $0.value == nil && $0.name == nil && $0.expression == nil }) {
                return .failure(
                    failure(
                        "a scenario's values are values, names bound by 'let' or expressions, such as 3, \"text\", "
                            + ".case or b", at: end + 1 + free.offset))
            }
            let shifted = arguments.map { argument in
                var argument = argument
                argument.offset += end + 1
                argument.expressionOffset += end + 1
                return argument
            }
            return .success(Parsed(name: name, offset: start, arguments: shifted))
        }
    }

    private static func failure(_ message: String, at offset: Int) -> TraceSyntax.Failure {
        TraceSyntax.Failure(message: message, offset: offset)
    }
}
