/// The input of one reducer step: either an intent (what someone asked for) or an event (what happened).
///
/// Intents come from the user or the app shell through ``FlowStore/send(_:)``. Events come from effects
/// the reducer requested, or from outside through ``FlowStore/send(event:)``.
@frozen
public enum FlowSignal<Intent, Event> {
    /// A request made by the user or the app: a tap, a lifecycle callback, a deep link.
    case intent(Intent)
    /// Something that happened: an effect's result, a push, a timer firing.
    case event(Event)

    /// The intent this signal carries, or `nil` when it is an event.
    @inlinable
    public var intent: Intent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }

    /// The event this signal carries, or `nil` when it is an intent.
    @inlinable
    public var event: Event? {
        if case .event(let event) = self { return event }
        return nil
    }
}

extension FlowSignal: Sendable where Intent: Sendable, Event: Sendable {}
extension FlowSignal: Equatable where Intent: Equatable, Event: Equatable {}
extension FlowSignal: Hashable where Intent: Hashable, Event: Hashable {}
