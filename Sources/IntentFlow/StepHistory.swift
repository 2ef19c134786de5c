/// A store's bounded history, kept compactly: a ring of signals and states, and in full only the steps that
/// decided something (effects, cancellations, outputs, routes) — as ``FlowTrace`` keeps its steps.
///
/// Most steps decide nothing. Recording one then copies a signal and a state into the ring and touches no
/// array of the reducer's result: copying and destroying a whole ``FlowStep`` per send cost more than the
/// rest of the send.
@usableFromInline
struct StepHistory<Reducer: FlowReducer> {
    @usableFromInline var entries: HistoryBuffer<HistoryEntry<Reducer>>
    /// The steps that decided something and are still in the ring, by step number.
    @usableFromInline var decisions: [Int: FlowStep<Reducer>] = [:]
    /// How many steps have been recorded; the latest one's number.
    @usableFromInline var recorded = 0

    /// Creates an empty history keeping at most `capacity` steps (negative counts as zero).
    @inlinable
    init(capacity: Int) {
        entries = HistoryBuffer(capacity: capacity)
    }

    /// Records the step that applying `signal` produced, dropping the oldest one when full.
    @inlinable
    mutating func append(
        signal: FlowSignal<Reducer.Intent, Reducer.Event>,
        next: Next<Reducer.State, Reducer.Effect, Reducer.Output, Reducer.Route>
    ) {
        guard entries.capacity > 0 else { return }
        recorded += 1
        entries.append(HistoryEntry(signal: signal, state: next.state))
        if !decisions.isEmpty {
            decisions[recorded - entries.capacity] = nil
        }
        if !(next.effects.isEmpty && next.cancellations.isEmpty && next.outputs.isEmpty && next.routes.isEmpty) {
            decisions[recorded] = FlowStep(signal: signal, next: next)
        }
    }

    /// The kept steps, oldest first.
    var steps: [FlowStep<Reducer>] {
        let kept = entries.elements
        let first = recorded - kept.count + 1
        return kept.enumerated().map { offset, entry in
            decisions[first + offset] ?? FlowStep(signal: entry.signal, next: .state(entry.state))
        }
    }
}

extension StepHistory: Sendable {}
