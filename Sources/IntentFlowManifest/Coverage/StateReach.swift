/// The states a feature's traces reach from its initial state: the initial state, then every state a trace that
/// applies in a reached state leads to (a `_` trace applies where no trace names the state for its signal).
///
/// This is stricter than "some trace ends there": a state only traces from unreachable states lead to is
/// unreached, because no sequence of the manifest's examples shows how a person gets there.
enum StateReach {
    /// The reached state names, in no particular order; empty when the manifest declares no state.
    static func reached(in manifest: Manifest, table: TransitionTable) -> Set<String> {
        guard let initial = manifest.initialStateName else { return [] }
        let signals = Set(
            manifest.acceptanceTraces.map { TransitionTable.Signal(name: $0.signal.name, kind: $0.signal.kind) })
        var reached: Set<String> = [initial]
        var pending = [initial]
        while let state = pending.popLast() {
            for signal in signals {
                // A trace that keeps its state (`_ -> _(…)`) reaches the state it applies in, already reached.
                for trace in table.traces(from: state, on: signal) {
                    let next = trace.target(from: state)
                    if reached.insert(next).inserted { pending.append(next) }
                }
            }
        }
        return reached
    }
}
