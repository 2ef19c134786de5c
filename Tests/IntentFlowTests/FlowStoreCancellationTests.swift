import Testing
import IntentFlow

/// Guarantee 1–3: events of cancelled runs never reach the reducer; replacement is exact; every run is tracked. A
/// run left running delivers until its id is cancelled (what FlowConformance's late outcomes rely on).
@Suite("FlowStore cancellation")
struct FlowStoreCancellationTests {
    typealias Script = ScriptedEffects.Script

    @Test func reducerCancelDropsEventsTheRunAlreadyBuffered() async {
        // The run yields three ticks before the store applies the first; the first cancels the run.
        for _ in 0..<50 {
            let effects = ScriptedEffects(["a": Script(events: [.tick("a1"), .tick("a2"), .tick("a3")])])
            let store = FlowStore(
                initialState: TestFlow.State(), reducer: TestFlow(cancelOnTick: ["a1": "ticker"]), effects: effects)
            await store.send(.start("a", id: "ticker"))
            await store.settle()
            #expect(await store.state.received == ["a1"])
            #expect(await effects.latch("a").wait())
        }
    }

    @Test func cancelInFlightReplacementDropsTheReplacedRunsBufferedEvents() async {
        for _ in 0..<50 {
            let effects = ScriptedEffects([
                "a": Script(events: [.tick("a1"), .tick("a2"), .tick("a3")]),
                "b": Script(events: [.tick("b1")], finishes: true),
            ])
            let flow = TestFlow(replaceOnTick: ["a1": (name: "b", id: "ticker")])
            let store = FlowStore(initialState: TestFlow.State(), reducer: flow, effects: effects)
            await store.send(.start("a", id: "ticker"))
            await store.settle()
            #expect(await store.state.received == ["a1", "b1"])
            // The store forgets a replaced run at once; its handler sees the cancellation when its task next
            // runs, which settle() does not wait for.
            #expect(await effects.latch("a").wait())
            #expect(effects.cancelled == ["a"])
        }
    }

    @Test func cancelEffectDropsEventsProducedBeforeTheCall() async throws {
        // The guarantee is about events not yet applied: the run's task may, on a busy machine, apply `a2` before
        // the test's cancelEffect reaches the store (clean-clone CI saw it once in about 250 rounds). So each round
        // requires that nothing of the run is applied after the call returns, and what came before is in order;
        // and the rounds together require that buffered events were dropped.
        var roundsWithDroppedEvents = 0
        for _ in 0..<50 {
            let effects = ScriptedEffects(["a": Script(events: [.tick("a1")])])
            let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
            let firstApplied = Latch()
            let observation = await store.observe { if $0.state.received == ["a1"] { firstApplied.open() } }
            await store.send(.start("a", id: "ticker"))
            #expect(await firstApplied.wait())
            let continuation = try #require(effects.continuation("a"))
            continuation.yield(.tick("a2"))
            continuation.yield(.tick("a3"))
            await store.cancelEffect(id: "ticker")
            let atCancel = await store.state.received
            await store.settle()
            #expect(await store.state.received == atCancel)
            #expect([["a1"], ["a1", "a2"], ["a1", "a2", "a3"]].contains(atCancel))
            if atCancel.count < 3 { roundsWithDroppedEvents += 1 }
            #expect(await effects.latch("a").wait())
            observation.cancel()
        }
        #expect(roundsWithDroppedEvents > 0, "no round dropped an event the run had produced before the call")
    }

    @Test func cancelEffectCancelsRunsStartedBySignalsSentBeforeIt() async {
        let effects = ScriptedEffects(["a": Script(events: [.tick("a1"), .tick("a2")])])
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store.send(.start("a", id: "ticker"))
        await store.cancelEffect(id: "ticker")
        await store.settle()
        #expect(await store.state.received.isEmpty)
        #expect(await store.runningEffectCount == 0)
    }

    @Test func cancelAllEffectsStopsRunsWithAndWithoutIDAndDropsTheirEvents() async throws {
        let effects = ScriptedEffects(["a": Script(events: [.tick("a1")]), "b": Script(events: [.tick("b1")])])
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        let bothApplied = Latch()
        let observation = await store.observe { if $0.state.received.count == 2 { bothApplied.open() } }
        await store.send(.start("a", id: "ticker"))
        await store.send(.start("b"))
        #expect(await bothApplied.wait())
        #expect(await store.runningEffectCount == 2)
        try #require(effects.continuation("a")).yield(.tick("a2"))
        try #require(effects.continuation("b")).yield(.tick("b2"))
        await store.cancelAllEffects()
        await store.settle()
        #expect(await store.state.received.sorted() == ["a1", "b1"])
        #expect(await effects.latch("a").wait())
        #expect(await effects.latch("b").wait())
        #expect(await store.runningEffectCount == 0)
        observation.cancel()
    }

    @Test func runLeftRunningAsTheStateMovesOnDeliversUntilItsIDIsCancelled() async throws {
        // The runs FlowConformance follows as late: nothing but a cancellation or a replacement under its id ends a
        // run, so one an intent leaves behind (the state changes, the feature routes away) still reaches the reducer;
        // once its id is cancelled, nothing of it does. The tests above pin the other half: what a cancelled or
        // replaced run had produced is dropped.
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        let applied = Latch()
        let observation = await store.observe { if $0.state.received == ["late"] { applied.open() } }
        await store.send(.start("a", id: "upload"))
        await store.send(.increment)
        await store.send(.navigate("away"))
        try #require(effects.continuation("a")).yield(.tick("late"))
        #expect(await applied.wait())
        #expect(await store.state == TestFlow.State(count: 1, received: ["late"]))
        #expect(await store.runningEffectIDs == ["upload"])
        await store.send(.cancel("upload"))
        try #require(effects.continuation("a")).yield(.tick("after"))
        await store.settle()
        #expect(await store.state.received == ["late"])
        #expect(effects.cancelled == ["a"])
        observation.cancel()
    }

    @Test func replacedRunEndingDoesNotUnregisterItsReplacement() async throws {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        let applied = Latch()
        let observation = await store.observe { if $0.state.received == ["b1"] { applied.open() } }
        await store.send(.start("a", id: "ticker"))
        await store.send(.start("b", id: "ticker", policy: .cancelInFlight))
        #expect(await effects.latch("a").wait())
        // The replacement still delivers, is still registered, and can still be cancelled.
        try #require(effects.continuation("b")).yield(.tick("b1"))
        #expect(await applied.wait())
        #expect(await store.runningEffectIDs == ["ticker"])
        await store.cancelEffect(id: "ticker")
        #expect(await effects.latch("b").wait())
        #expect(await store.runningEffectCount == 0)
        #expect(effects.cancelled.sorted() == ["a", "b"])
        observation.cancel()
    }

    @Test func runUnderARunningIDRunsBesideItAndBothStayCancellable() async {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store.send(.start("a", id: "ticker"))
        await store.send(.start("b", id: "ticker"))
        #expect(await store.runningEffectIDs == ["ticker", "ticker"])
        await store.send(.cancel("ticker"))
        #expect(await effects.latch("a").wait())
        #expect(await effects.latch("b").wait())
        #expect(await store.runningEffectCount == 0)
    }

    @Test func cancelOnlyCancelsAndStartsNothing() async {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store.send(.start("a", id: "ticker"))
        await store.send(.start("b", id: "ticker", policy: .cancelOnly))
        #expect(await effects.latch("a").wait())
        #expect(await store.runningEffectCount == 0)
        #expect(effects.started == ["a"])
    }

    @Test func releasingTheStoreStopsRunsWithoutID() async {
        let effects = ScriptedEffects()
        var store: FlowStore<TestFlow>? = FlowStore(
            initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store?.send(.start("forever"))
        #expect(await store?.runningEffectCount == 1)
        store = nil
        #expect(await effects.latch("forever").wait())
        #expect(effects.cancelled == ["forever"])
    }
}
