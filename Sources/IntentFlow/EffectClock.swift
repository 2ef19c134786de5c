/// The clock an effect run reads the time from and sleeps on: the ``FlowClock`` its store was given, the live
/// ``ContinuousFlowClock`` unless told otherwise, a test clock in a test store.
///
/// The store makes it ``current`` for the task of each run it starts (and while a ``FlowEffectHandler``'s
/// `handle(_:)` starts its stream); tasks started there inherit it (a `Task.detached` does not):
///
/// ```swift
/// func run(_ effect: TimerEffect, send: FlowSend<TimerEvent>) async throws(CancellationError) {
///     let clock = EffectClock.current
///     while true {
///         try await clock.sleep(for: .seconds(1))
///         await send(.tick)
///     }
/// }
/// ```
///
/// On a manual clock each run keeps its own time: it starts at the clock's time when the store started the run
/// and moves to each sleep's deadline as the sleep ends. A test that moves the clock on by three seconds thus
/// wakes a one-second loop three times, even if the run reaches its second and third sleeps after the clock moved.
public struct EffectClock: Sendable {
    /// The clock of the run, or a live clock outside a store's effect runs.
    @TaskLocal public static var current = EffectClock(ContinuousFlowClock())

    /// Where the time comes from.
    public let source: any FlowClock
    /// The run's own time on a manual source; `nil` on a live one, whose time is the run's time.
    let timeline: Locked<Duration>?

    /// The source as a clock that follows runs, with this run's mark, when a store made this clock for a run on one.
    let follower: (clock: any RunFollowingClock, run: RunMark)?

    /// Creates a run's clock on `source`.
    public init(_ source: any FlowClock) {
        self.source = source
        timeline = source.isManual ? Locked(source.now) : nil
        follower = nil
    }

    /// The clock of a run a store starts on `source`: a source that follows runs learns which run sleeps and when
    /// it ends (``endRun()``).
    @usableFromInline
    init(forRunOn source: any FlowClock) {
        self.source = source
        timeline = source.isManual ? Locked(source.now) : nil
        follower = (source as? any RunFollowingClock).map { ($0, RunMark()) }
    }

    /// Whether the source follows this clock's run: a store starts such a run's task at once.
    @usableFromInline
    var followsRun: Bool { follower != nil }

    /// Tells a source that follows runs that this clock's run has ended; the store calls it as the run ends.
    @usableFromInline
    func endRun() {
        guard let follower else { return }
        follower.clock.runEnded(ObjectIdentifier(follower.run))
    }

    /// The current time, since the source's origin.
    public var now: Duration {
        timeline?.withLock { $0 } ?? source.now
    }

    /// Suspends until ``now`` reaches `deadline`; throws `CancellationError` if the task is cancelled first.
    ///
    /// A ``FlowClock``'s sleep fails only when its task is cancelled, so whatever it throws is reported as the
    /// cancellation it is: an effect run, which may throw nothing else, can `try` it.
    public func sleep(until deadline: Duration) async throws(CancellationError) {
        do {
            if let follower {
                try await follower.clock.sleep(until: deadline, run: ObjectIdentifier(follower.run))
            } else {
                try await source.sleep(until: deadline)
            }
        } catch {
            throw CancellationError()
        }
        timeline?.withLock { $0 = max($0, deadline) }
    }

    /// Suspends for `duration` from ``now``; throws `CancellationError` if the task is cancelled first.
    public func sleep(for duration: Duration) async throws(CancellationError) {
        try await sleep(until: now + duration)
    }
}
