import IntentFlowManifest

/// The state a feature starts in as generated code builds it: the values `initial:` writes, placeholders for the
/// other parameters (`.idle(attemptsLeft: 3)`).
struct InitialState: Hashable, Sendable {
    /// The state.
    let state: CaseContext
    /// Its values (Swift source) by parameter index.
    let values: [Int: String]
    /// The state as Swift source: `.idle(attemptsLeft: 3)`.
    let expression: String

    /// `state` with the values `arguments` write; `nil` when a parameter has neither a value nor a placeholder.
    init?(_ state: CaseContext, arguments: [TraceValueArgument]) {
        let written =
            (try? TraceArgumentMatch.match(arguments, to: state.declaration.parameters, name: state.name).get())?.values
            ?? [:]
        var values: [Int: String] = [:]
        for (index, parameter) in state.parameters.enumerated() {
            guard let value = written[index]?.source ?? parameter.placeholder else { return nil }
            values[index] = value
        }
        self.state = state
        self.values = values
        expression = state.build(state.parameters.indices.map { values[$0] })
    }
}
