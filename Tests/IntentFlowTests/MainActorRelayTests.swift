import IntentFlow
import Testing

/// What a relay delivered, as text, and a way to await a delivery.
@MainActor
final class DeliveryLog {
    private(set) var entries: [String] = []
    private var waiter: (expected: String, continuation: CheckedContinuation<Void, Never>)?

    func record(_ delivery: FlowDelivery<TestFlow>) {
        switch delivery {
        case .state(let state): entries.append("state \(state.count)")
        case .output(let output): entries.append("output \(output)")
        case .route(let route): entries.append("route \(route)")
        }
        if let waiter, entries.contains(waiter.expected) {
            self.waiter = nil
            waiter.continuation.resume()
        }
    }

    /// Returns once `entry` has been delivered.
    func wait(for entry: String) async {
        guard !entries.contains(entry) else { return }
        await withCheckedContinuation { waiter = (entry, $0) }
    }
}

@MainActor
@Suite("MainActorRelay", .timeLimit(.minutes(1)))
struct MainActorRelayTests {
    @Test func deliversTheCurrentStateOnALaterTurnNotDuringInit() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        store.enqueue(.increment)
        store.enqueue(.increment)
        let log = DeliveryLog()
        let relay = MainActorRelay(store: store) { log.record($0) }
        #expect(log.entries.isEmpty)
        await log.wait(for: "state 2")
        #expect(log.entries == ["state 2"])
        #expect(!relay.isCancelled)
    }

    @Test func keepsEveryRouteAndOutputInStepOrderAfterTheLatestState() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let log = DeliveryLog()
        let relay = MainActorRelay(store: store) { log.record($0) }
        store.enqueue(.navigate("a"))
        store.enqueue(.finish("done"))
        store.enqueue(.navigate("b"))
        store.enqueue(.increment)
        await log.wait(for: "state 1")
        #expect(log.entries.filter { !$0.hasPrefix("state") } == ["route a", "output done", "route b"])
        // Each main-actor turn starts with the latest state, so the first delivery is a state; states coalesce, so
        // the store's first state may never be seen, but the last one delivered is the store's.
        #expect(log.entries.first?.hasPrefix("state") == true)
        #expect(log.entries.last { $0.hasPrefix("state") } == "state 1")
        _ = relay
    }

    @Test func deliversNothingOnceCancelled() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let cancelled = DeliveryLog()
        let relay = MainActorRelay(store: store) { cancelled.record($0) }
        await cancelled.wait(for: "state 0")
        relay.cancel()
        #expect(relay.isCancelled)
        store.enqueue(.increment)
        let witness = DeliveryLog()
        let other = MainActorRelay(store: store) { witness.record($0) }
        await witness.wait(for: "state 1")
        #expect(cancelled.entries == ["state 0"])
        _ = other
    }

    @Test func deliversNothingOnceReleased() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let released = DeliveryLog()
        var relay: MainActorRelay<TestFlow>? = MainActorRelay(store: store) { released.record($0) }
        await released.wait(for: "state 0")
        weak let gone = relay
        relay = nil
        #expect(gone == nil)
        store.enqueue(.increment)
        let witness = DeliveryLog()
        let other = MainActorRelay(store: store) { witness.record($0) }
        await witness.wait(for: "state 1")
        #expect(released.entries == ["state 0"])
        _ = other
    }

    @Test func dropsWhatFollowsADeliveryThatCancelsTheRelay() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let log = DeliveryLog()
        var relay: MainActorRelay<TestFlow>?
        relay = MainActorRelay(store: store) { delivery in
            log.record(delivery)
            if case .route("dismiss") = delivery { relay?.cancel() }
        }
        store.enqueue(.navigate("dismiss"))
        store.enqueue(.navigate("after"))
        let witness = DeliveryLog()
        let other = MainActorRelay(store: store) { witness.record($0) }
        await witness.wait(for: "state 0")
        await log.wait(for: "route dismiss")
        #expect(!log.entries.contains("route after"))
        #expect(relay?.isCancelled == true)
        _ = other
    }
}
