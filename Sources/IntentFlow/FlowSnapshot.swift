/// What an observer of a ``FlowStore`` is handed: the current state and the step that produced it.
public struct FlowSnapshot<Reducer: FlowReducer>: Sendable {
    /// The store's state.
    public var state: Reducer.State
    /// How many signals the store had applied when the snapshot was taken.
    public var version: Int
    /// The step that produced ``state``, or `nil` for the snapshot a new observer receives first.
    public var step: FlowStep<Reducer>?

    /// Creates a snapshot.
    public init(state: Reducer.State, version: Int, step: FlowStep<Reducer>?) {
        self.state = state
        self.version = version
        self.step = step
    }

    /// The outputs of the step, in order; empty for the first snapshot.
    public var outputs: [Reducer.Output] { step?.outputs ?? [] }

    /// The routes of the step, in order; empty for the first snapshot.
    public var routes: [Reducer.Route] { step?.routes ?? [] }
}
