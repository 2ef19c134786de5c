import Testing
@testable import IntentFlow

/// Violation 1: `settle()` lost its wake-up when a run finished while another task read the store. Each test
/// waits until the settle waiter is registered, then drives the store idle in one definite way, and awaits the
/// settle (bounded, so a lost wake-up fails instead of hanging).
@Suite("FlowStore settle")
struct FlowStoreSettleTests {
    /// Registers a settle waiter and returns a latch that opens when `settle()` returns.
    private func settleWaiter(_ store: FlowStore<TestFlow>) async -> Latch {
        let settled = Latch()
        Task {
            await store.settle()
            settled.open()
        }
        while await store.settleWaiterCount == 0 { await Task.yield() }
        return settled
    }

    @Test func settleReturnsWhenTheLastRunFinishesBetweenReads() async {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store.send(.start("long"))
        let settled = await settleWaiter(store)
        // The read comes before the run's end reaches the store, then another after it.
        _ = await store.version
        effects.continuation("long")?.finish()
        #expect(await effects.latch("long").wait())
        while await store.runningEffectCount > 0 { _ = await store.version }
        _ = await store.version
        #expect(await settled.wait())
    }

    @Test func settleReturnsWhenAReadAppliesTheCancellationThatMakesTheStoreIdle() async {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store.send(.start("long", id: "long"))
        let settled = await settleWaiter(store)
        // Queued from synchronous code; the read below is what applies it.
        store.enqueueCancelEffect(id: "long")
        #expect(await store.version == 1)
        #expect(await store.runningEffectCount == 0)
        #expect(await settled.wait())
    }

    @Test func settleReturnsWhileReadersKeepReadingAsRunsFinish() async {
        for _ in 0..<50 {
            let effects = ScriptedEffects()
            let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
            await store.send(.start("long"))
            let settled = await settleWaiter(store)
            let reader = Task {
                while !Task.isCancelled { _ = await store.version }
            }
            effects.continuation("long")?.finish()
            #expect(await settled.wait())
            reader.cancel()
        }
    }

    @Test func cancelledSettleReturns() async {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store.send(.start("long"))
        let settled = Latch()
        let waiter = Task {
            await store.settle()
            settled.open()
        }
        while await store.settleWaiterCount == 0 { await Task.yield() }
        waiter.cancel()
        #expect(await settled.wait())
        #expect(await store.settleWaiterCount == 0)
        await store.cancelAllEffects()
    }
}
