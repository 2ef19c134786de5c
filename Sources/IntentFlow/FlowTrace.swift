/// The steps a reducer takes through a list of signals, computed without a store, effects or UI.
///
/// ```swift
/// let trace = UploadFlow().trace(
///     initialState: .idle,
///     signals: [.intent(.selectFile), .event(.fileSelected(url))]
/// )
/// #expect(trace.states == [.selectingFile, .uploading(progress: 0)])
/// #expect(trace.steps[1].effects == [EffectRequest(.upload(url), id: "upload.file", policy: .cancelInFlight)])
/// ```
public struct FlowTrace<Reducer: FlowReducer> {
    /// The state before the first signal.
    public var initialState: Reducer.State
    /// One step per signal, in order.
    public var steps: [FlowStep<Reducer>]

    /// Creates a trace from its parts.
    @inlinable
    public init(initialState: Reducer.State, steps: [FlowStep<Reducer>]) {
        self.initialState = initialState
        self.steps = steps
    }

    /// The state after each step.
    @inlinable
    public var states: [Reducer.State] { steps.map(\.state) }

    /// The state after the last step, or the initial state when there are no steps.
    @inlinable
    public var finalState: Reducer.State { steps.last?.state ?? initialState }

    /// Every effect requested, in order.
    @inlinable
    public var effects: [EffectRequest<Reducer.Effect>] { steps.flatMap(\.effects) }

    /// Every cancellation requested, in order.
    @inlinable
    public var cancellations: [EffectID] { steps.flatMap(\.cancellations) }

    /// Every output produced, in order.
    @inlinable
    public var outputs: [Reducer.Output] { steps.flatMap(\.outputs) }

    /// Every route produced, in order.
    @inlinable
    public var routes: [Reducer.Route] { steps.flatMap(\.routes) }
}

extension FlowTrace: Sendable {}

extension FlowTrace: Equatable
where
    Reducer.State: Equatable, Reducer.Intent: Equatable, Reducer.Event: Equatable, Reducer.Effect: Equatable,
    Reducer.Output: Equatable, Reducer.Route: Equatable
{}

extension FlowReducer {
    /// Applies `signals` in order from `initialState` and records every step.
    ///
    /// Effects are recorded, not run: a trace tests the reducer's decisions alone.
    @inlinable
    public func trace(
        initialState: State,
        signals: [FlowSignal<Intent, Event>]
    ) -> FlowTrace<Self> {
        var steps: [FlowStep<Self>] = []
        steps.reserveCapacity(signals.count)
        var state = initialState
        for signal in signals {
            let next = reduce(state: state, signal: signal)
            state = next.state
            steps.append(FlowStep(signal: signal, next: next))
        }
        return FlowTrace(initialState: initialState, steps: steps)
    }
}
