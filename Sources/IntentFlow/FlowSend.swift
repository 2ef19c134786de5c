/// What an effect run calls to send the events its work leads to: `await send(.loaded(results))`.
///
/// A ``FlowEffectRunner`` is given one with each effect. Sending hands the event to the store, which applies it in
/// order with the run's other events unless the run was cancelled; once the run's task is cancelled, sending does
/// nothing. In a test of a handler on its own, make one that records what it is sent:
///
/// ```swift
/// let (events, sent) = AsyncStream.makeStream(of: SearchEvent.self)
/// try await SearchEffects(client: .stub).run(.search("swift"), send: FlowSend { sent.yield($0) })
/// ```
public struct FlowSend<Event: Sendable>: Sendable {
    @usableFromInline let deliver: @Sendable (Event) async -> Void

    /// A send that hands each event to `deliver`.
    @inlinable
    public init(_ deliver: @escaping @Sendable (Event) async -> Void) {
        self.deliver = deliver
    }

    /// Sends `event`, unless the calling task is cancelled: the run it belongs to is over, and no one wants the event.
    @inlinable
    public func callAsFunction(_ event: Event) async {
        guard !Task.isCancelled else { return }
        await deliver(event)
    }
}
