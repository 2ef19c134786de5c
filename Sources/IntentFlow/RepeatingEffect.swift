/// Runs that emit on a schedule — a timer, a countdown, a poll — for an effect handler.
///
/// ```swift
/// func run(_ effect: TimerEffect, send: FlowSend<TimerEvent>) async throws(CancellationError) {
///     switch effect {
///     case .start: await RepeatingEffect.every(.seconds(1), send: send) { _ in .timerTicked }
///     }
/// }
/// ```
///
/// The run sleeps on the clock of the run (``EffectClock/current``, read when `every` is called, which must be in
/// the run's task or, for the stream form, inside `handle(_:)`): live in an app, a test clock in a test store,
/// where each move of the clock by an interval delivers one tick. It runs until cancelled — the reducer cancels
/// it by its ``EffectID`` — or until `limit` ticks.
public enum RepeatingEffect {
    /// Sends `event(n)` every `interval`, for n = 1, 2, 3, …, and returns when the run is cancelled or after
    /// `limit` ticks if given.
    ///
    /// - Parameters:
    ///   - interval: The time between ticks, and before the first; must be positive.
    ///   - limit: The number of ticks after which it returns; `nil` runs until cancelled.
    ///   - send: Where the ticks go: the `send` the run was given.
    ///   - event: The event of tick `n`.
    public static func every<Event: Sendable>(
        _ interval: Duration, limit: Int? = nil, send: FlowSend<Event>, _ event: @escaping @Sendable (Int) -> Event
    ) async {
        precondition(interval > .zero, "A repeating effect's interval must be positive.")
        await tick(every: interval, limit: limit, on: EffectClock.current) { await send(event($0)) }
    }

    /// A run that yields `event(n)` every `interval`, for n = 1, 2, 3, …, and finishes after `limit` ticks if given:
    /// the form a ``FlowEffectHandler``'s `handle(_:)` returns.
    ///
    /// - Parameters:
    ///   - interval: The time between ticks, and before the first; must be positive.
    ///   - limit: The number of ticks after which the run finishes; `nil` runs until cancelled.
    ///   - event: The event of tick `n`.
    public static func every<Event: Sendable>(
        _ interval: Duration, limit: Int? = nil, _ event: @escaping @Sendable (Int) -> Event
    ) -> AsyncStream<Event> {
        precondition(interval > .zero, "A repeating effect's interval must be positive.")
        let clock = EffectClock.current
        return AsyncStream { continuation in
            let task = Task {
                await tick(every: interval, limit: limit, on: clock) { continuation.yield(event($0)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Calls `body(n)` every `interval` on `clock` until cancelled or after `limit` ticks.
    private static func tick(
        every interval: Duration, limit: Int?, on clock: EffectClock, _ body: (Int) async -> Void
    ) async {
        var tick = 0
        var deadline = clock.now
        while limit.map({ tick < $0 }) ?? true {
            deadline += interval
            // Sleeping until a deadline rather than for an interval keeps a slow consumer from drifting.
            guard (try? await clock.sleep(until: deadline)) != nil else { return }
            tick += 1
            await body(tick)
        }
    }
}
