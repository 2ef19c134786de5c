import IntentFlow

/// The effect runs in flight along one path of a ``FlowConformance`` exploration: started by requests, replaced by
/// ``EffectPolicy/cancelInFlight``, stopped by cancellations and ``EffectPolicy/cancelOnly``.
///
/// The exploration does not know when a run ends by itself (an event an effect emits may be one of many), so a
/// run stays in flight until it is cancelled or replaced.
public struct EffectsInFlight: Hashable, Sendable {
    /// One run: its effect's case name and its id, if it has one.
    public struct Run: Hashable, Sendable {
        /// The effect's case.
        public var effect: String
        /// Its id; a run without one can never be cancelled.
        public var id: EffectID?
    }

    /// The runs, oldest first.
    public private(set) var runs: [Run] = []

    /// Nothing in flight.
    public init() {}

    /// The runs after a step that decided `next`: its cancellations first, then its requests, each by its policy.
    public func after(_ next: NamedNext) -> EffectsInFlight {
        guard !next.effects.isEmpty || !next.cancellations.isEmpty else { return self }
        var runs = self.runs
        for id in next.cancellations { runs.removeAll { $0.id == id } }
        for request in next.effects {
            if let id = request.id, request.policy != .run { runs.removeAll { $0.id == id } }
            if request.policy != .cancelOnly { runs.append(Run(effect: request.effect, id: request.id)) }
        }
        return EffectsInFlight(runs: runs)
    }

    private init(runs: [Run]) { self.runs = runs }
}
