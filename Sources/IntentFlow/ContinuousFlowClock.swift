/// The live clock: `ContinuousClock`, which keeps counting while the device sleeps.
public struct ContinuousFlowClock: FlowClock {
    /// The instant its time counts from.
    public let origin: ContinuousClock.Instant

    /// Creates a clock whose time counts from `origin`, now by default.
    public init(origin: ContinuousClock.Instant = .now) {
        self.origin = origin
    }

    /// The time since ``origin``.
    public var now: Duration {
        .now - origin
    }

    /// Suspends until `deadline` after ``origin``.
    public func sleep(until deadline: Duration) async throws {
        try await Task.sleep(until: origin + deadline, clock: .continuous)
    }
}
