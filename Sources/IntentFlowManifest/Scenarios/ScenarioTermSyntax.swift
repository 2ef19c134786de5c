/// Reads a case with values as a scenario writes it: `connected`, `failed(message: "Offline")`, `playing(board: b)`.
/// Unlike a trace's arguments there is no free text: each argument is a value, a bound name or an expression.
enum ScenarioTermSyntax {
    /// Parses `text`, or says what is wrong and where (offset in Unicode scalars).
    static func parse(_ text: String) -> Result<CaseTermSyntax.Parsed, TraceSyntax.Failure> {
        let parsed = CaseTermSyntax.parse(
            text, expected: "expected a case, as in 'loaded' or 'loaded(count: 3)'", values: "the values")
        guard case .success(let term) = parsed,
            let free = term.arguments.first(where: { $0.value == nil && $0.name == nil && $0.expression == nil })
        else { return parsed }
        return .failure(
            CaseTermSyntax.failure(
                "a scenario's values are values, names bound by 'let' or expressions, such as 3, \"text\", .case or b",
                at: free.offset))
    }
}
