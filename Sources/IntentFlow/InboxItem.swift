/// Work handed to a store from synchronous code or from its effect runs, applied on the store's actor in arrival
/// order.
@usableFromInline
enum InboxItem<Reducer: FlowReducer>: Sendable {
    /// An intent from ``FlowStore/enqueue(_:)``.
    case intent(Reducer.Intent)
    /// An event from ``FlowStore/enqueue(event:)``: a hosted child's output, mapped.
    case event(Reducer.Event)
    /// An observer from ``FlowStore/attach(_:)``.
    case observer(ObserverGate<Reducer>)
    /// A cancellation from ``FlowStore/enqueueCancelEffect(id:)`` (an id) or
    /// ``FlowStore/enqueueCancelAllEffects()`` (`nil`).
    case cancel(EffectID?)
    /// An event of the effect run under the token, applied only if that run is still registered when taken.
    case runEvent(Reducer.Event, EffectRuns.Token)
    /// The effect run under the token finished its stream.
    case runEnded(EffectRuns.Token)
}
