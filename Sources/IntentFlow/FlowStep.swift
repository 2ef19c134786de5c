/// One applied signal and everything the reducer decided for it.
///
/// A ``FlowTrace`` is a list of steps, and so is a ``FlowStore``'s history.
public struct FlowStep<Reducer: FlowReducer> {
    /// The signal that was applied.
    public var signal: FlowSignal<Reducer.Intent, Reducer.Event>
    /// The state after the signal.
    public var state: Reducer.State
    /// The effects the step requested, in order.
    public var effects: [EffectRequest<Reducer.Effect>]
    /// The ids whose runs the step cancelled, in order.
    public var cancellations: [EffectID]
    /// The outputs the step produced, in order.
    public var outputs: [Reducer.Output]
    /// The routes the step produced, in order.
    public var routes: [Reducer.Route]

    /// Creates a step from its signal and the reducer's result.
    @inlinable
    public init(
        signal: FlowSignal<Reducer.Intent, Reducer.Event>,
        next: Next<Reducer.State, Reducer.Effect, Reducer.Output, Reducer.Route>
    ) {
        self.signal = signal
        self.state = next.state
        self.effects = next.effects
        self.cancellations = next.cancellations
        self.outputs = next.outputs
        self.routes = next.routes
    }
}

extension FlowStep: Sendable {}

extension FlowStep: Equatable
where
    Reducer.State: Equatable, Reducer.Intent: Equatable, Reducer.Event: Equatable, Reducer.Effect: Equatable,
    Reducer.Output: Equatable, Reducer.Route: Equatable
{}
