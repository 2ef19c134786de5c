/// The clock an effect run reads the time from and sleeps on: the ``FlowClock`` its store was given, the live
/// ``ContinuousFlowClock`` unless told otherwise, a test clock in a test store.
///
/// The store makes it ``current`` while its effect handler's `handle(_:)` starts a run, and tasks started there
/// inherit it (a `Task.detached` does not): read it there.
///
/// ```swift
/// func handle(_ effect: TimerEffect) -> AsyncStream<TimerEvent> {
///     let clock = EffectClock.current
///     return AsyncStream { continuation in
///         let task = Task {
///             while (try? await clock.sleep(for: .seconds(1))) != nil {
///                 continuation.yield(.tick)
///             }
///             continuation.finish()
///         }
///         continuation.onTermination = { _ in task.cancel() }
///     }
/// }
/// ```
///
/// On a manual clock each run keeps its own time: it starts at the clock's time when the store started the run
/// and moves to each sleep's deadline as the sleep ends. A test that moves the clock on by three seconds thus
/// wakes a one-second loop three times, even if the run reaches its second and third sleeps after the clock moved.
public struct EffectClock: Sendable {
    /// The clock of the run being started, or a live clock outside a store's `handle(_:)` call.
    @TaskLocal public static var current = EffectClock(ContinuousFlowClock())

    /// Where the time comes from.
    public let source: any FlowClock
    /// The run's own time on a manual source; `nil` on a live one, whose time is the run's time.
    let timeline: Locked<Duration>?

    /// Creates a run's clock on `source`.
    public init(_ source: any FlowClock) {
        self.source = source
        timeline = source.isManual ? Locked(source.now) : nil
    }

    /// The current time, since the source's origin.
    public var now: Duration {
        timeline?.withLock { $0 } ?? source.now
    }

    /// Suspends until ``now`` reaches `deadline`; throws `CancellationError` if the task is cancelled first.
    public func sleep(until deadline: Duration) async throws {
        try await source.sleep(until: deadline)
        timeline?.withLock { $0 = max($0, deadline) }
    }

    /// Suspends for `duration` from ``now``; throws `CancellationError` if the task is cancelled first.
    public func sleep(for duration: Duration) async throws {
        try await sleep(until: now + duration)
    }
}
