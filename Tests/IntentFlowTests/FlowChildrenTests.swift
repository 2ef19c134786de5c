import IntentFlow
import Testing

/// Many children of one feature hosted in a parent under ids (``FlowStore/hostChildren(_:id:outputs:)``): adding and
/// removing elements, each element's outputs reaching the parent with its id, and a removed element's effects
/// cancelled while the others keep running.
@Suite("Children hosted by id")
struct FlowChildrenTests {
    typealias Script = ScriptedEffects.Script

    private func store(_ effects: ScriptedEffects = ScriptedEffects()) -> FlowStore<TestFlow> {
        FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: effects)
    }

    private func rows(in parent: FlowStore<TestFlow>) -> FlowChildren<TestFlow, Int> {
        parent.hostChildren(TestFlow.self, id: Int.self) { id, output in .tick("\(id):\(output)") }
    }

    @Test func elementsKeepTheOrderTheyWereAddedIn() {
        let parent = store()
        let children = rows(in: parent)
        children.add(store(), id: 3)
        children.add(store(), id: 1)
        children.add(store(), id: 2)
        #expect(children.ids == [3, 1, 2])
        #expect(children.count == 3)
        children.remove(id: 1)
        #expect(children.ids == [3, 2])
        #expect(children[id: 1] == nil)
        #expect(children[id: 2] != nil)
    }

    @Test func eachElementsOutputsReachTheParentWithItsID() async {
        let parent = store()
        let children = rows(in: parent)
        let first = children.add(store(), id: 1)
        let second = children.add(store(), id: 2)
        children.send(.finish("a"), to: 2)
        await second.store.settle()
        await parent.settle()
        children.send(.finish("b"), to: 1)
        children.send(.increment, to: 1)
        await first.store.settle()
        await parent.settle()
        #expect(await parent.state.received == ["2:a", "1:b"])
        #expect(await first.store.state.count == 1)
        #expect(await second.store.state.count == 0)
    }

    @Test func removingAnElementCancelsItsEffectsAndStopsItsOutputsOnly() async {
        let parent = store()
        let children = rows(in: parent)
        let effects = ScriptedEffects(["removed": Script(), "kept": Script()])
        let removed = children.add(store(effects), id: 1)
        let kept = children.add(store(effects), id: 2)
        await removed.store.send(.start("removed", id: "watch"))
        await kept.store.send(.start("kept", id: "watch"))

        children.remove(id: 1)
        await removed.store.settle()
        #expect(removed.isRemoved)
        #expect(await removed.store.runningEffectCount == 0)
        #expect(await kept.store.runningEffectCount == 1)
        #expect(await effects.latch("removed").wait())
        #expect(effects.cancelled == ["removed"])

        // The kept element's run is still in flight (which `settle()` would wait for); end it, then talk to both.
        await kept.store.cancelAllEffects()
        await removed.store.send(.finish("not forwarded"))
        children.send(.finish("ignored"), to: 1)
        children.send(.finish("kept"), to: 2)
        await kept.store.settle()
        await parent.settle()
        #expect(await parent.state.received == ["2:kept"])
    }

    @Test func addingUnderAHostedIDReplacesTheElementInItsPlace() async {
        let parent = store()
        let children = rows(in: parent)
        let old = children.add(store(), id: 1)
        children.add(store(), id: 2)
        let new = children.add(store(), id: 1)
        #expect(children.ids == [1, 2])
        #expect(old.isRemoved)
        #expect(children[id: 1] === new)
    }

    @Test func releasingTheCollectionRemovesEveryElement() async {
        let parent = store()
        var children: FlowChildren<TestFlow, Int>? = rows(in: parent)
        let effects = ScriptedEffects(["watch": Script()])
        let element = children?.add(store(effects), id: 1)
        await element?.store.send(.start("watch", id: "watch"))
        children = nil
        await element?.store.settle()
        #expect(element?.isRemoved == true)
        #expect(await element?.store.runningEffectCount == 0)
        #expect(children == nil)
    }

    @Test func theCollectionDoesNotKeepItsParentAlive() async {
        var parent: FlowStore<TestFlow>? = store()
        weak let released = parent
        let children = parent.map(rows(in:))
        let element = children?.add(store(), id: 1)
        parent = nil
        #expect(released == nil)
        await element?.store.send(.finish("to nobody"))
        await element?.store.settle()
        #expect(children?.count == 1)
    }
}
