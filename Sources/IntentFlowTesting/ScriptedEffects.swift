import IntentFlow

/// An effect handler for tests that answers the effects it is told about with the events it is told to, and
/// finishes every other effect at once without events.
///
/// ```swift
/// let effects = ScriptedEffects(for: SearchFlow.self)
/// effects.reply(to: .search("swift"), with: [.loaded(["Swift"])])
/// let store = FlowTestStore(initialState: SearchState(), reducer: SearchFlow(), effects: effects)
/// ```
///
/// Each reply answers one request: the first request equal to its effect that arrives after it was added. A
/// request no reply is left for finishes at once, so a step that requests the same effect again does not loop.
///
/// A reply added with `after:` is delivered once that much time has passed on the run's clock
/// (`EffectClock.current`): in a ``FlowTestStore``, when the test moves its ``TestClock`` that far.
///
/// A reply added with `every:` repeats its event on the run's clock until the run is cancelled.
///
/// A reply added with `holding: true` waits until ``release()``: its run stays in flight, which is what a test of
/// cancellation needs. Cancelled before the release, the run ends at once and its events are never delivered; a
/// run still in flight at the release delivers them then.
public final class ScriptedEffects<Effect: Equatable & Sendable, Event: Sendable>: FlowEffectHandler, Sendable {
    private struct Reply: Sendable {
        var effect: Effect
        var events: [Event]
        var isHeld: Bool
        var delay: Duration?
    }

    /// A reply that emits on a schedule until its run is cancelled.
    private struct RepeatingReply: Sendable {
        var effect: Effect
        var interval: Duration
        var event: @Sendable (Int) -> Event
    }

    private struct Contents: Sendable {
        var replies: [Reply] = []
        var repeatingReplies: [RepeatingReply] = []
        var runs: [(effect: Effect, run: ScriptedRun<Event>)] = []
        var held: [AsyncStream<Event>.Continuation] = []
        var heldEvents: [Delivery] = []
        var isReleased = false
    }

    private let contents = Locked(Contents())

    /// Creates a handler with no replies: every effect finishes at once.
    public init() {}

    /// Creates a handler for the effects and events of `reducer`'s type.
    public convenience init<Reducer: FlowReducer>(for reducer: Reducer.Type)
    where Reducer.Effect == Effect, Reducer.Event == Event {
        self.init()
    }

    /// What a run delivers: its events, after a time on its clock or at once.
    private struct Delivery: Sendable {
        var events: [Event]
        var delay: Duration?
        var clock: EffectClock
    }

    /// Answers the next request equal to `effect` with `events`, in order, then finishes the run; with
    /// `holding`, only after ``release()``; with `after`, once that much time has passed on the run's clock.
    public func reply(to effect: Effect, with events: [Event], holding: Bool = false, after delay: Duration? = nil) {
        contents.withLock {
            $0.replies.append(Reply(effect: effect, events: events, isHeld: holding, delay: delay))
        }
    }

    /// Answers the next request equal to `effect` with a run that yields `event(n)` every `interval` on the run's
    /// clock, for n = 1, 2, 3, …, until it is cancelled: a timer, driven in a ``FlowTestStore`` by moving its
    /// ``TestClock``. It takes precedence over a ``reply(to:with:holding:after:)`` for the same effect.
    public func reply(to effect: Effect, every interval: Duration, with event: @escaping @Sendable (Int) -> Event) {
        contents.withLock {
            $0.repeatingReplies.append(RepeatingReply(effect: effect, interval: interval, event: event))
        }
    }

    /// Answers the next request equal to `effect` with a run that stays in flight and delivers what the test sends
    /// through the ``ScriptedRun`` returned, when it sends it (a socket's messages, one per step of a scenario). It
    /// takes precedence over a ``reply(to:with:holding:after:)`` for the same effect.
    public func run(answering effect: Effect) -> ScriptedRun<Event> {
        let run = ScriptedRun<Event>()
        contents.withLock { $0.runs.append((effect, run)) }
        return run
    }

    /// Lets every held run still in flight deliver its events and finish, as will held runs started later.
    public func release() {
        let held = contents.withLock { contents in
            contents.isReleased = true
            defer {
                contents.held.removeAll()
                contents.heldEvents.removeAll()
            }
            return Array(zip(contents.held, contents.heldEvents))
        }
        for (continuation, delivery) in held {
            Self.deliver(delivery, to: continuation)
        }
    }

    /// Starts `effect`: its reply's events, or none.
    public func handle(_ effect: Effect) -> AsyncStream<Event> {
        let repeating = contents.withLock { contents -> RepeatingReply? in
            guard let index = contents.repeatingReplies.firstIndex(where: { $0.effect == effect }) else { return nil }
            return contents.repeatingReplies.remove(at: index)
        }
        if let repeating { return RepeatingEffect.every(repeating.interval, repeating.event) }
        let scripted = contents.withLock { contents -> ScriptedRun<Event>? in
            guard let index = contents.runs.firstIndex(where: { $0.effect == effect }) else { return nil }
            return contents.runs.remove(at: index).run
        }
        if let scripted { return AsyncStream { scripted.attach($0) } }
        let clock = EffectClock.current
        return AsyncStream { continuation in
            // `nil`: the run is held until the release.
            let delivery = contents.withLock { contents -> Delivery? in
                guard let index = contents.replies.firstIndex(where: { $0.effect == effect }) else {
                    return Delivery(events: [], delay: nil, clock: clock)
                }
                let reply = contents.replies.remove(at: index)
                let delivery = Delivery(events: reply.events, delay: reply.delay, clock: clock)
                guard reply.isHeld, !contents.isReleased else { return delivery }
                contents.held.append(continuation)
                contents.heldEvents.append(delivery)
                return nil
            }
            if let delivery { Self.deliver(delivery, to: continuation) }
        }
    }

    /// Yields the delivery's events and finishes, at once or, with a delay, on a task that sleeps on the run's
    /// clock first and that ends with the run.
    private static func deliver(_ delivery: Delivery, to continuation: AsyncStream<Event>.Continuation) {
        guard let delay = delivery.delay else {
            yield(delivery.events, to: continuation)
            return
        }
        let task = Task {
            guard (try? await delivery.clock.sleep(for: delay)) != nil else { return continuation.finish() }
            yield(delivery.events, to: continuation)
        }
        continuation.onTermination = { _ in task.cancel() }
    }

    private static func yield(_ events: [Event], to continuation: AsyncStream<Event>.Continuation) {
        for event in events {
            continuation.yield(event)
        }
        continuation.finish()
    }
}
