/// An effect handler that runs nothing: every effect finishes at once without events.
///
/// The store uses it when created without a handler; it also suits features whose reducer requests no effects.
public struct NoEffects<Effect: Sendable, Event: Sendable>: FlowEffectHandler {
    /// Creates the handler.
    @inlinable
    public init() {}

    /// Returns a stream that is already finished.
    public func handle(_ effect: Effect) -> AsyncStream<Event> {
        AsyncStream { $0.finish() }
    }
}
