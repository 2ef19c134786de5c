/// Whether the events an effect says it emits (`emits:`) are each delivered by a chain of traces: a trace that
/// requests the effect, then a trace that handles the event in the state the first one leads to. These are the
/// chains the generated store tests run; an event no chain delivers is never tested as the effect's reply.
package struct EffectDelivery: Hashable, Sendable {
    /// The effect's case name.
    package var effect: String
    /// How many traces request it.
    package var requestCount: Int
    /// The events its `emits:` lists, in the order written.
    package var emits: [String]
    /// Those no chain of traces delivers, in the order written.
    package var undelivered: [String]

    /// Creates a delivery record.
    package init(effect: String, requestCount: Int, emits: [String], undelivered: [String]) {
        self.effect = effect
        self.requestCount = requestCount
        self.emits = emits
        self.undelivered = undelivered
    }

    /// Whether the effect lists events and a chain delivers each.
    package var isDelivered: Bool { !emits.isEmpty && undelivered.isEmpty }

    /// One record per declared effect of `manifest`, in declaration order.
    static func deliveries(in manifest: Manifest, table: TransitionTable) -> [EffectDelivery] {
        var seen: Set<String> = []
        return manifest.effects.filter { seen.insert($0.name).inserted }.map { effect in
            let requests = manifest.acceptanceTraces.filter { $0.effects.contains { $0.name == effect.name } }
            // A request that keeps its state (`_ + refresh -> _ + load effect`) heads no generated chain (its step's
            // phase is the one it starts in), so it delivers nothing here either.
            let reachedStates = Set(requests.filter { !$0.keepsState }.map(\.to.name))
            let emits = effect.emits.map(\.name)
            let undelivered = emits.filter { event in
                let signal = TransitionTable.Signal(name: event, kind: .event)
                return !reachedStates.contains { !table.traces(from: $0, on: signal).isEmpty }
            }
            return EffectDelivery(
                effect: effect.name, requestCount: requests.count, emits: emits, undelivered: undelivered)
        }
    }
}
