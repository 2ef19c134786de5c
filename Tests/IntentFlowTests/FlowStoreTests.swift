import Testing
import IntentFlow

/// Guarantees 5–7: bounded history, no lost or interleaved sends, settling by awaiting.
@Suite("FlowStore")
struct FlowStoreTests {
    @Test func historyIsBoundedByItsCapacity() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), historyCapacity: 3)
        for _ in 0..<10 { await store.send(.increment) }
        #expect(await store.history.map(\.state.count) == [8, 9, 10])
        #expect(store.historyCapacity == 3)
    }

    @Test func historyHasASensibleDefaultCapacity() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        #expect(store.historyCapacity == FlowStore<TestFlow>.defaultHistoryCapacity)
        #expect(FlowStore<TestFlow>.defaultHistoryCapacity == 100)
        for _ in 0..<150 { await store.send(.increment) }
        let history = await store.history
        #expect(history.count == 100)
        #expect(history.first?.state.count == 51)
        #expect(history.last?.state.count == 150)
    }

    @Test func historyKeepsWhatEachStepDecidedAsTheRingWraps() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), historyCapacity: 3)
        await store.send(.navigate("first"))
        await store.send(.increment)
        await store.send(.navigate("second"))
        await store.send(.finish("done"))
        await store.send(.cancel("search"))
        let history = await store.history
        #expect(history.map(\.signal) == [.intent(.navigate("second")), .intent(.finish("done")), .intent(.cancel("search"))])
        #expect(history.map(\.routes) == [["second"], [], []])
        #expect(history.map(\.outputs) == [[], ["done"], []])
        #expect(history.map(\.cancellations) == [[], [], ["search"]])
        // A step that decided nothing comes back with nothing decided, whatever the ring held before it.
        for _ in 0..<3 { await store.send(.increment) }
        #expect(await store.history.allSatisfy { !$0.decidesAnything && $0.signal == .intent(.increment) })
    }

    @Test func zeroCapacityKeepsNoHistory() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), historyCapacity: 0)
        await store.send(.increment)
        #expect(await store.history.isEmpty)
        #expect(await store.state.count == 1)
    }

    @Test func concurrentSendsAreAllAppliedOneAtATime() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), historyCapacity: 0)
        let broken = Recorder<String>()
        let lastVersion = Recorder<Int>()
        let observation = await store.observe { snapshot in
            // Each step must follow the previous one: versions and counts advance by exactly one.
            let previous = lastVersion.values.last ?? -1
            if snapshot.version != previous + 1 || snapshot.state.count != snapshot.version {
                broken.append("v\(snapshot.version) after v\(previous), count \(snapshot.state.count)")
            }
            lastVersion.append(snapshot.version)
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { await store.send(.increment) }
                }
            }
        }
        #expect(await store.state.count == 80_000)
        #expect(await store.version == 80_000)
        #expect(broken.values.isEmpty)
        observation.cancel()
    }

    @Test func sendsFromOneCallerKeepTheirOrder() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), historyCapacity: 1_000)
        for index in 0..<500 { await store.send(event: .tick("\(index)")) }
        #expect(await store.state.received == (0..<500).map { "\($0)" })
    }

    @Test func settleWaitsForEffectsAndTheirEvents() async {
        let effects = ScriptedEffects([
            "a": .init(events: [.tick("a1")], finishes: true),
            "b": .init(events: [.tick("b1"), .tick("b2")], finishes: true),
            "c": .init(events: [.tick("c1")], finishes: true),
        ])
        // a's tick starts b, b's second tick starts c: settle must wait for the whole chain.
        let flow = TestFlow(chainOnTick: ["a1": "b", "b2": "c"])
        let store = FlowStore(initialState: TestFlow.State(), reducer: flow, effects: effects)
        await store.send(.start("a"))
        await store.settle()
        #expect(await store.state.received == ["a1", "b1", "b2", "c1"])
        #expect(await store.isSettled)
        #expect(await store.runningEffectCount == 0)
    }

    @Test func settleWaitsForEffectsThatDeliverLater() async throws {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store.send(.start("late"))
        #expect(await store.isSettled == false)
        let settled = Task { await store.settle() }
        let continuation = try #require(effects.continuation("late"))
        continuation.yield(.tick("late1"))
        continuation.finish()
        await settled.value
        #expect(await store.state.received == ["late1"])
    }

    @Test func settleReturnsWhenTheWaitingTaskIsCancelled() async {
        let effects = ScriptedEffects()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store.send(.start("forever"))
        let waiting = Task { await store.settle() }
        waiting.cancel()
        await waiting.value
        #expect(await store.isSettled == false)
        await store.cancelAllEffects()
        #expect(await store.isSettled)
    }

    @Test func effectRunWithoutEventsIsUnregisteredWhenItEnds() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: NoEffects())
        await store.send(.start("nothing"))
        await store.settle()
        #expect(await store.runningEffectCount == 0)
    }
}
