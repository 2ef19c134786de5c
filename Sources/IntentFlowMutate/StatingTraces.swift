import IntentFlowCheck
import IntentFlowManifest

/// The traces a reducer arm answers for, which mutate's suggestions and its kept-state arms both read.
enum StatingTraces {
    /// The traces that state the pair of `arm`'s first pattern, by its state and signal names (a trace from any
    /// state, or an arm for any state, matches every state); none when the pattern names no signal.
    static func of(_ arm: ReducerArm, manifest: Manifest) -> [AcceptanceTrace] {
        guard let pattern = arm.reducerCase.patterns.first, let signal = pattern.signal else { return [] }
        let from = SurvivorExplanation.stateName(pattern.state, manifest: manifest)
        return manifest.acceptanceTraces.filter { trace in
            trace.signal.name == signal && (trace.isFromAnyState || from == "_" || trace.from.name == from)
        }
    }
}
