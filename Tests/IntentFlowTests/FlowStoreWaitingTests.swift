import Testing
import IntentFlow

/// Waiting for behaviour rather than for idleness: `first(where:)`, `snapshots()`, `values`, and the synchronous
/// cancellations.
@Suite("FlowStore waiting")
struct FlowStoreWaitingTests {
    @Test func firstWhereReturnsTheCurrentSnapshotWhenItAlreadyMatches() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        await store.send(.increment)
        let found = await store.first { $0.state.count == 1 }
        #expect(found?.version == 1)
        #expect(found?.step == nil)
    }

    @Test func firstWhereWaitsForAnEventWhileALongLivedRunGoesOn() async {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store.send(.start("feed"))
        let waiter = Task { await store.first { $0.step?.signal.event == .tick("second") } }
        // Registered on the actor before the ticks below arrive or after them: either way it sees the match,
        // because a late registration checks the current snapshot, which then holds "second" in its state.
        effects.continuation("feed")?.yield(.tick("first"))
        effects.continuation("feed")?.yield(.tick("second"))
        let found = await store.first { $0.state.received.contains("second") }
        #expect(found?.state.received == ["first", "second"])
        waiter.cancel()
        _ = await waiter.value
        #expect(await store.runningEffectCount == 1)
        await store.cancelAllEffects()
    }

    @Test func firstWhereReturnsNilWhenCancelled() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let waiter = Task { await store.first { $0.state.count == 99 } }
        waiter.cancel()
        #expect(await waiter.value == nil)
    }

    @Test func snapshotsDeliverTheCurrentStateThenOnePerSignal() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        await store.send(.increment)
        var iterator = store.snapshots().makeAsyncIterator()
        await store.send(.increment)
        #expect(await iterator.next()?.state.count == 1)
        #expect(await iterator.next()?.state.count == 2)
    }

    @Test func valuesEndWhenTheIteratingTaskIsCancelled() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let seen = Recorder<Int>()
        let reader = Task {
            for await state in store.values {
                seen.append(state.count)
                if state.count == 2 { break }
            }
        }
        await store.send(.increment)
        await store.send(.increment)
        await reader.value
        #expect(seen.values.last == 2)
    }

    @Test func enqueuedCancellationIsOrderedWithEnqueuedIntents() async {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        store.enqueue(.start("a", id: "a"))
        store.enqueueCancelEffect(id: "a")
        store.enqueue(.start("b"))
        #expect(await store.runningEffectCount == 1)
        #expect(await effects.latch("a").wait())
        #expect(effects.cancelled == ["a"])
        store.enqueueCancelAllEffects()
        #expect(await store.runningEffectCount == 0)
        #expect(await effects.latch("b").wait())
    }
}
