import Testing
@testable import IntentFlow

/// Violation 2: releasing a store left runs going and events being reduced. Release now cancels every run,
/// registered or queued to start, drops the inbox, and no reducer call follows.
@Suite("FlowStore release")
struct FlowStoreReleaseTests {
    /// TestFlow, counting its calls.
    struct CountingFlow: FlowReducer {
        let calls: Recorder<String>

        func reduce(
            state: TestFlow.State, signal: FlowSignal<TestFlow.Intent, TestFlow.Event>
        ) -> Next<TestFlow.State, TestFlow.Effect, String, String> {
            calls.append("\(signal)")
            return TestFlow().reduce(state: state, signal: signal)
        }
    }

    @Test func releaseCancelsRegisteredRunsAndDropsQueuedStarts() async {
        let effects = ScriptedEffects()
        let calls = Recorder<String>()
        var store: FlowStore<CountingFlow>? = FlowStore(
            initialState: TestFlow.State(), reducer: CountingFlow(calls: calls), effects: effects)
        await store?.send(.start("registered"))
        weak let released = store
        // Queued in the inbox; whatever takes it holds the store only while applying it.
        store?.enqueue(.start("queued"))
        store?.enqueue(.increment)
        store = nil
        while released != nil { await Task.yield() }
        let callsAtRelease = calls.values
        // Every run that started was cancelled.
        for name in effects.started {
            #expect(await effects.latch(name).wait())
        }
        #expect(effects.cancelled.sorted() == effects.started.sorted())
        // An event yielded after release reaches no reducer.
        effects.continuation("registered")?.yield(.tick("late"))
        #expect(!calls.values.contains { $0.contains("late") })
        #expect(calls.values == callsAtRelease)
    }

    @Test func releaseWithNothingTakenFromTheInboxAppliesNothing() async {
        let effects = ScriptedEffects()
        let calls = Recorder<String>()
        var store: FlowStore<CountingFlow>? = FlowStore(
            initialState: TestFlow.State(), reducer: CountingFlow(calls: calls), effects: effects)
        weak let released = store
        // Released by the deinitializer below unless the inbox task got there first; either way, no run is left.
        store?.enqueue(.start("queued"))
        store = nil
        while released != nil { await Task.yield() }
        for name in effects.started {
            #expect(await effects.latch(name).wait())
        }
        #expect(effects.cancelled == effects.started)
        #expect(calls.values.count == effects.started.count)
    }

    @Test func runsDoNotKeepTheirStoreAlive() async {
        let effects = ScriptedEffects()
        var store: FlowStore<TestFlow>? = FlowStore(
            initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
        await store?.send(.start("long"))
        #expect(await store?.runningEffectCount == 1)
        weak let released = store
        store = nil
        #expect(released == nil)
        #expect(await effects.latch("long").wait())
        #expect(effects.cancelled == ["long"])
    }
}
