/// How a store runs its handler's effects: a function it calls on each run's task, or a stream it iterates.
///
/// A ``FlowEffectRunner`` is called directly rather than through its bridging ``FlowEffectHandler/handle(_:)``
/// stream: its events go straight to the store's inbox, without a stream's buffer and a second task per run.
@usableFromInline
enum EffectHandling<Effect: Sendable, Event: Sendable>: Sendable {
    /// Calls the runner's `run(_:send:)` on the run's task.
    case run(@Sendable (Effect, FlowSend<Event>) async throws(CancellationError) -> Void)
    /// Calls the handler's `handle(_:)` when the run starts, on the store's actor, and iterates the stream.
    case stream(@Sendable (Effect) -> AsyncStream<Event>)

    /// How to run `effects`: directly if it is a ``FlowEffectRunner``, through its stream otherwise.
    @usableFromInline
    init<Effects: FlowEffectHandler>(_ effects: Effects) where Effects.Effect == Effect, Effects.Event == Event {
        if let runner = effects as? any FlowEffectRunner<Effect, Event> {
            self = .run { effect, send throws(CancellationError) in try await runner.run(effect, send: send) }
        } else {
            self = .stream { effects.handle($0) }
        }
    }
}
