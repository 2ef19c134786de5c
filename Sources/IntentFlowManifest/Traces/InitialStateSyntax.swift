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
        let parsed = CaseTermSyntax.parse(
            text, expected: "expected a state, as in 'idle' or 'idle(attemptsLeft: 3)'", values: "the state's values")
        switch parsed {
        case .failure(let failure):
            return .failure(failure)
        case .success(let term):
            if let free = term.arguments.first(where: { $0.value == nil }) {
                return .failure(
                    CaseTermSyntax.failure(
                        "the initial state's arguments must be values, such as 3, \"text\" or .case", at: free.offset))
            }
            return .success(
                Parsed(
                    name: term.name,
                    arguments: term.arguments.map { .init(label: $0.label, value: $0.value, offset: $0.offset) }))
        }
    }
}
