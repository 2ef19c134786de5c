/// A source of time for effect runs: the live ``ContinuousFlowClock`` in an app, a clock that moves only when told
/// to in a test (`TestClock` of IntentFlowTesting).
///
/// Time is a `Duration` since the clock's origin. A store hands its clock to the runs it starts as
/// ``EffectClock/current``; effects sleep on that rather than on `Task.sleep`, so a test can move time instead of
/// waiting for it.
public protocol FlowClock: Sendable {
    /// The time since the clock's origin.
    var now: Duration { get }

    /// Suspends until ``now`` reaches `deadline`, at once if it has; throws `CancellationError` if the calling
    /// task is cancelled first.
    func sleep(until deadline: Duration) async throws

    /// Whether time moves only when a test moves it. An effect run's ``EffectClock`` then reads as its time the
    /// end of its last sleep (or its start), not the time the test has moved on to since, so a run reaching its
    /// next sleep late still measures it from where it is in its own timeline.
    var isManual: Bool { get }
}

extension FlowClock {
    /// Live clocks move by themselves.
    public var isManual: Bool { false }
}
