import Testing
import IntentFlow

/// A child flow hosted in a parent (``FlowStore/host(_:outputs:)``): outputs become the parent's events, intents
/// reach the child, and removing the child cancels its effects and its outputs' path to the parent.
@Suite("Child flows")
struct ChildFlowTests {
    typealias Script = ScriptedEffects.Script

    private func store(_ effects: ScriptedEffects = ScriptedEffects()) -> FlowStore<TestFlow> {
        FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
    }

    @Test func childOutputsReachTheParentAsEventsInOrder() async {
        let parent = store()
        let child = parent.host(store()) { .tick("child:\($0)") }
        child.send(.finish("a"))
        child.send(.increment)
        child.send(.finish("b"))
        await child.store.settle()
        await parent.settle()
        #expect(await parent.state.received == ["child:a", "child:b"])
        #expect(await child.store.state.count == 1)
        #expect(await parent.history.compactMap(\.signal.event) == [.tick("child:a"), .tick("child:b")])
    }

    @Test func aMappingThatReturnsNilDropsTheOutput() async {
        let parent = store()
        let child = parent.host(store()) { $0 == "private" ? nil : .tick($0) }
        child.send(.finish("private"))
        child.send(.finish("shared"))
        await child.store.settle()
        await parent.settle()
        #expect(await parent.state.received == ["shared"])
    }

    @Test func removingTheChildCancelsItsEffectsAndStopsItsOutputs() async {
        let parent = store()
        let effects = ScriptedEffects(["watch": Script()])
        let child = parent.host(store(effects)) { .tick($0) }
        await child.store.send(.start("watch", id: "watch"))
        #expect(await child.store.runningEffectCount == 1)

        child.remove()
        await child.store.settle()
        #expect(await child.store.runningEffectCount == 0)
        #expect(await effects.latch("watch").wait())
        #expect(effects.cancelled == ["watch"])
        #expect(child.isRemoved)

        child.send(.finish("ignored"))
        await child.store.send(.finish("not forwarded"))
        await child.store.settle()
        await parent.settle()
        #expect(await parent.state.received.isEmpty)
        #expect(await child.store.history.count == 2)
    }

    @Test func lettingTheChildFlowGoRemovesIt() async throws {
        let parent = store()
        let effects = ScriptedEffects(["watch": Script()])
        var child: ChildFlow<TestFlow>? = parent.host(store(effects)) { .tick($0) }
        let childStore = try #require(child?.store)
        await childStore.send(.start("watch", id: "watch"))
        child = nil
        await childStore.settle()
        #expect(await childStore.runningEffectCount == 0)
        #expect(await effects.latch("watch").wait())
        #expect(effects.cancelled == ["watch"])
        await childStore.send(.finish("after release"))
        await parent.settle()
        #expect(await parent.state.received.isEmpty)
        #expect(child == nil)
    }
}
