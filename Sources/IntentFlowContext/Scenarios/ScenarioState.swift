import IntentFlowManifest

/// The state a scenario expects after each of its steps, as one flat case of the manifest's states (a phase's
/// values and the fields): a step names what changes, and everything it does not name keeps its value.
struct ScenarioState: Hashable, Sendable {
    /// The phase (or, for an enum state, the case).
    let state: CaseContext
    /// The Swift source of each parameter's value, by index.
    let values: [Int: String]

    /// The state `start` writes, or the initial state; `nil` when a value has no placeholder.
    init?(start: TraceName?, initial: InitialState?, cases: FeatureCases) {
        guard let start else {
            guard let initial else { return nil }
            self.init(state: initial.state, values: initial.values)
            return
        }
        guard let state = cases.case(.states, start.name),
            let values = ScenarioValues.values(of: start, for: state, default: { $0.placeholder })
        else { return nil }
        self.init(state: state, values: values)
    }

    private init(state: CaseContext, values: [Int: String]) {
        self.state = state
        self.values = values
    }

    /// The state after a step expecting `expect`: its written values; a field not written keeps its value, and so
    /// does a phase's value when the phase stays; any other takes its placeholder.
    func after(_ expect: TraceName?, cases: FeatureCases) -> ScenarioState? {
        guard let expect else { return self }
        guard let next = cases.case(.states, expect.name) else { return nil }
        let kept = Dictionary(
            state.parameters.enumerated().compactMap { index, parameter in
                values[index].map { (parameter.label ?? "_\(index)", $0, parameter.isField) }
            }.map { ($0.0, ($0.1, $0.2)) }, uniquingKeysWith: { first, _ in first })
        let isSamePhase = next.name == state.name
        guard
            let values = ScenarioValues.values(
                of: expect, for: next,
                default: { parameter in
                    let previous = kept[parameter.label ?? ""]
                    if parameter.isField || isSamePhase, let previous { return previous.0 }
                    return parameter.placeholder
                })
        else { return nil }
        return ScenarioState(state: next, values: values)
    }

    /// The state as Swift source: `.connected`, `.init(phase: .connected, messageToSend: "hi")`.
    var expression: String { state.build(state.parameters.indices.map { values[$0] }) }
}
