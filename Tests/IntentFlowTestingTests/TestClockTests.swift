import IntentFlow
import IntentFlowTesting
import Testing

@Suite("TestClock and EffectClock")
struct TestClockTests {
    /// Yields until `clock` has `count` sleeps waiting: the sleeping task got there.
    func sleepers(_ count: Int, on clock: TestClock) async {
        while clock.sleeperCount != count { await Task.yield() }
    }

    @Test func aSleepEndsWhenTheClockReachesItsDeadline() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(until: .seconds(5)) }
        await sleepers(1, on: clock)
        await clock.advance(by: .seconds(4))
        #expect(clock.sleeperCount == 1)
        #expect(clock.nextDeadline == .seconds(5))
        await clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(clock.now == .seconds(5))
        #expect(clock.sleeperCount == 0)
    }

    @Test func aSleepWhoseDeadlinePassedReturnsAtOnce() async throws {
        let clock = TestClock(now: .seconds(10))
        try await clock.sleep(until: .seconds(5))
        #expect(clock.sleeperCount == 0)
    }

    @Test func aCancelledSleepThrows() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(until: .seconds(1)) }
        await sleepers(1, on: clock)
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func aSleepCancelledBeforeItStartsThrows() async {
        let clock = TestClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(until: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    @Test func runMovesToTheLastDeadlineAndWakesEverySleep() async throws {
        let clock = TestClock()
        let sleepers = [3, 1, 2].map { seconds in Task { try await clock.sleep(until: .seconds(seconds)) } }
        await self.sleepers(3, on: clock)
        await clock.run()
        for sleeper in sleepers { try await sleeper.value }
        #expect(clock.now == .seconds(3))
    }

    @Test func aRunOnAManualClockKeepsItsOwnTime() async throws {
        let clock = TestClock()
        let run = EffectClock(clock)
        await clock.advance(by: .seconds(3))
        // The run reaches its sleeps after the clock moved: each is measured from the last one's end.
        try await run.sleep(for: .seconds(1))
        #expect(run.now == .seconds(1))
        try await run.sleep(for: .seconds(2))
        #expect(run.now == .seconds(3))
        let fourth = Task { try await run.sleep(for: .seconds(1)) }
        await sleepers(1, on: clock)
        #expect(clock.nextDeadline == .seconds(4))
        fourth.cancel()
    }

    @Test func aLiveEffectClockReadsItsSource() {
        let live = EffectClock(ContinuousFlowClock())
        let first = live.now
        #expect(live.now >= first)
        #expect(!live.source.isManual)
    }

    /// Records the clock each run was started with.
    struct ClockProbe: FlowEffectHandler {
        let seen: Recorded

        func handle(_ effect: SearchFlow.Effect) -> AsyncStream<SearchFlow.Event> {
            seen.record(EffectClock.current.source)
            return AsyncStream { $0.finish() }
        }
    }

    final class Recorded: Sendable {
        private let sources = Locked<[any FlowClock]>([])
        func record(_ source: any FlowClock) { sources.withLock { $0.append(source) } }
        var values: [any FlowClock] { sources.withLock { $0 } }
    }

    @Test func aStoreHandsItsClockToTheRunsItStarts() async {
        let clock = TestClock()
        let seen = Recorded()
        let store = FlowStore(
            initialState: SearchFlow.State(), reducer: SearchFlow(), effects: ClockProbe(seen: seen), clock: clock)
        await store.send(.queryChanged("a"))
        #expect(seen.values.count == 1)
        #expect((seen.values.first as? TestClock) === clock)
        // Outside a store's run: the live clock.
        #expect(EffectClock.current.source is ContinuousFlowClock)
    }

    @Test func aStoreWithoutAClockGivesItsRunsTheLiveOne() async {
        let seen = Recorded()
        let store = FlowStore(initialState: SearchFlow.State(), reducer: SearchFlow(), effects: ClockProbe(seen: seen))
        await store.send(.queryChanged("a"))
        #expect(seen.values.first is ContinuousFlowClock)
    }
}
