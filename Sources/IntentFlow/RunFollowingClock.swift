/// A clock that follows the effect runs a store starts on it: which run each sleep belongs to, and when each run
/// ends. The test clock is one, so that moving it can wait for the runs it woke to get back to sleep or end.
package protocol RunFollowingClock: FlowClock {
    /// Suspends like ``FlowClock/sleep(until:)``, on behalf of the run `run` names.
    func sleep(until deadline: Duration, run: ObjectIdentifier) async throws

    /// Says the run `run` names has ended: its handler returned or its stream finished.
    func runEnded(_ run: ObjectIdentifier)
}

/// The identity of one store run on a ``RunFollowingClock``.
@usableFromInline
final class RunMark: Sendable {
    @usableFromInline init() {}
}
