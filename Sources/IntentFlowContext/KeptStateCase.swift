import IntentFlowManifest

/// The state a trace that keeps its state builds (`_ + typed(t) -> _(text: t)`), as a case: the fields it names
/// change, every other field and the phase stay. The reducer spells the phase `state.phase` (an enum state without
/// fields: `state`); a test starting in a given state expects that state's phase.
extension CaseContext {
    /// The kept state of `manifest`, spelled as the reducer builds it.
    static func keptState(
        of manifest: Manifest, featureCamel: String, catalog: SampleCatalog, shape: StateShape?
    ) -> CaseContext {
        let kept = CaseContext(
            manifest.keptState, group: .states, featureCamel: featureCamel, catalog: catalog, shape: shape)
        return kept.keeping(shape == nil ? "state" : "state.phase")
    }

    /// This case with the state before spelled `spelling` (see ``kept``).
    func keeping(_ spelling: String) -> CaseContext {
        var copy = self
        copy.kept = spelling
        return copy
    }

    /// For a state a test starts in, what a trace that keeps it keeps: its phase built from its samples
    /// (`.searching(request: 1)`), or for an enum state the whole state's sample. `nil` without a sample.
    var keptSample: String? { keptPhase(values: [:]) }

    /// What a trace that keeps this state keeps when the state holds `values` (Swift source by parameter index; a
    /// value not given is its sample): its phase, or for an enum state the whole state. `nil` without a value.
    func keptPhase(values: [Int: String]) -> String? {
        guard let shape else {
            return value { parameter in
                parameters.firstIndex(of: parameter).flatMap { values[$0] } ?? parameter.sample
                    ?? parameter.placeholder
            }
        }
        guard shape.hasPhase else { return "" }
        var arguments: [String] = []
        for (index, parameter) in parameters.enumerated() where !parameter.isField {
            guard let value = values[index] ?? parameter.sample ?? parameter.placeholder else { return nil }
            arguments.append(parameter.argumentPrefix + value)
        }
        return arguments.isEmpty ? ".\(memberName)" : ".\(memberName)(\(arguments.joined(separator: ", ")))"
    }
}
