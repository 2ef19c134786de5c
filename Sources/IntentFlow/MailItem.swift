/// One piece of work waiting in a store's mailbox, applied on the store's actor in arrival order.
enum MailItem<Reducer: FlowReducer>: Sendable {
    /// An intent from ``FlowStore/send(_:)`` or ``FlowStore/enqueue(_:)``.
    case intent(Reducer.Intent)
    /// An event, from an effect run (with its token) or from outside (`run` is `nil`).
    case event(Reducer.Event, run: EffectRuns.Token?)
    /// An effect run's stream finished.
    case runFinished(EffectRuns.Token)
    /// An observer to register, attached from a synchronous context.
    case observer(FlowObserver<Reducer>)
}
