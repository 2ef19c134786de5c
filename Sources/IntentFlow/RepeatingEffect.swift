/// Runs that emit on a schedule — a timer, a countdown, a poll — for an effect handler to return.
///
/// ```swift
/// func handle(_ effect: TimerEffect) -> AsyncStream<TimerEvent> {
///     switch effect {
///     case .start: RepeatingEffect.every(.seconds(1)) { _ in .timerTicked }
///     }
/// }
/// ```
///
/// The run sleeps on the clock of the run being started (``EffectClock/current``, read when `every` is called,
/// which must be inside `handle(_:)`): live in an app, a test clock in a test store, where each move of the clock
/// by an interval delivers one tick. It runs until cancelled — the reducer cancels it by its ``EffectID`` — or
/// until `limit` ticks.
public enum RepeatingEffect {
    /// A run that yields `event(n)` every `interval`, for n = 1, 2, 3, …, and finishes after `limit` ticks if given.
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
                var tick = 0
                var deadline = clock.now
                while limit.map({ tick < $0 }) ?? true {
                    deadline += interval
                    // Sleeping until a deadline rather than for an interval keeps a slow consumer from drifting.
                    guard (try? await clock.sleep(until: deadline)) != nil else { break }
                    tick += 1
                    continuation.yield(event(tick))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
