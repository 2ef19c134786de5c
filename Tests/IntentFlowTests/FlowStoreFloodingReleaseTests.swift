import Foundation
import Testing
@testable import IntentFlow

/// Issue 26: a store whose runs yield as fast as they can was kept alive by them. Each run, waiting for the
/// actor to apply its next event, held the store strongly; with several such runs one was always waiting, so the
/// owners' release never ended the store and its producers ran on. Now what the owners hold decides its life.
@Suite("FlowStore release while its runs flood it")
struct FlowStoreFloodingReleaseTests {
    /// A counter whose every event is a tick, counting reducer calls and the calls after its store is gone.
    struct TickFlow: FlowReducer {
        let calls: FloodCounters

        enum Intent: Sendable { case start(Int) }
        enum Event: Sendable { case tick }
        enum Effect: Sendable { case produce }

        func reduce(state: Int, signal: FlowSignal<Intent, Event>) -> Next<Int, Effect, Never, Never> {
            calls.noteReduced()
            switch signal {
            case .intent(.start(let runs)):
                var next = Next<Int, Effect, Never, Never>.state(state)
                for _ in 0..<runs { next = next.effect(.produce) }
                return next
            case .event(.tick):
                return .state(state &+ 1)
            }
        }
    }

    /// Runs that yield ticks without pause until their stream is terminated.
    struct FloodEffects: FlowEffectHandler {
        let counters: FloodCounters

        func handle(_ effect: TickFlow.Effect) -> AsyncStream<TickFlow.Event> {
            counters.noteStarted()
            return AsyncStream { continuation in
                let producer = Task.detached {
                    while !Task.isCancelled {
                        continuation.yield(.tick)
                        await Task.yield()
                    }
                }
                continuation.onTermination = { [counters] _ in
                    producer.cancel()
                    counters.noteTerminated()
                }
            }
        }
    }

    @Test func releasedStoresEndTheirFloodingRuns() async {
        let counters = FloodCounters()
        var released: [WeakStore] = []
        for _ in 0..<200 {
            let store = FlowStore(
                initialState: 0, reducer: TickFlow(calls: counters), effects: FloodEffects(counters: counters))
            await store.send(.start(4))
            // Every run is flooding the store before its owner lets it go.
            while await store.state < 64 { await Task.yield() }
            released.append(WeakStore(store))
            // The last reference goes here, while four runs yield into the store.
        }
        let stores = released
        let gone = await eventually { stores.allSatisfy { $0.store == nil } }
        #expect(gone, "\(stores.filter { $0.store != nil }.count) of 200 stores still alive")
        let callsAtRelease = counters.reducerCalls
        let ended = await eventually { counters.started == counters.terminated }
        #expect(counters.started == 800)
        #expect(ended, "\(counters.started - counters.terminated) producers still running")
        for _ in 0..<100 { await Task.yield() }
        #expect(counters.reducerCalls == callsAtRelease)
    }

    /// A released store's weak reference.
    struct WeakStore: @unchecked Sendable {
        weak var store: FlowStore<TickFlow>?
        init(_ store: FlowStore<TickFlow>) { self.store = store }
    }

    /// Yields until `condition` holds, for at most 10 s of a loaded machine; returns whether it held.
    func eventually(_ condition: @escaping @Sendable () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            await Task.yield()
        }
        return true
    }
}

/// Counts runs started and terminated and reducer calls, from any thread.
final class FloodCounters: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (started: 0, terminated: 0, reduced: 0)

    func noteStarted() { lock.withLock { counts.started += 1 } }
    func noteTerminated() { lock.withLock { counts.terminated += 1 } }
    func noteReduced() { lock.withLock { counts.reduced += 1 } }

    var started: Int { lock.withLock { counts.started } }
    var terminated: Int { lock.withLock { counts.terminated } }
    var reducerCalls: Int { lock.withLock { counts.reduced } }
}
