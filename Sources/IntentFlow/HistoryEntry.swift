/// One step of a store's history as its ring keeps it: the signal and the state after it. What the step
/// decided, when it decided anything, is kept beside the ring by ``StepHistory``.
@usableFromInline
struct HistoryEntry<Reducer: FlowReducer> {
    @usableFromInline var signal: FlowSignal<Reducer.Intent, Reducer.Event>
    @usableFromInline var state: Reducer.State

    @inlinable
    init(signal: FlowSignal<Reducer.Intent, Reducer.Event>, state: Reducer.State) {
        self.signal = signal
        self.state = state
    }
}

extension HistoryEntry: Sendable {}
