import IntentFlow
import Testing

/// Children derived from a field of the parent's state (``FlowStore/hostChildren(_:from:store:outputs:)``): a row
/// added gets a child made from it, a row removed takes its child and the child's effects with it, reordered rows
/// reorder the children, and the host never adds or removes one itself.
@Suite("Children hosted from the parent's rows")
struct FlowChildRowsTests {
    typealias Script = ScriptedEffects.Script

    /// A parent whose state is only its rows, set wholesale by one intent, and which records what its children say.
    struct RowsFlow: FlowReducer {
        struct Row: Identifiable, Equatable, Sendable {
            var id: Int
            var start = 0
        }

        struct State: Equatable, Sendable {
            var rows: [Row] = []
            var heard: [String] = []
        }

        enum Intent: Equatable, Sendable { case set([Row]) }
        enum Event: Equatable, Sendable { case heard(String) }

        func reduce(state: State, signal: FlowSignal<Intent, Event>) -> Next<State, Never, Never, Never> {
            var state = state
            switch signal {
            case .intent(.set(let rows)): state.rows = rows
            case .event(.heard(let text)): state.heard.append(text)
            }
            return .state(state)
        }
    }

    private func parent(_ ids: [Int] = []) -> FlowStore<RowsFlow> {
        FlowStore(initialState: RowsFlow.State(rows: ids.map { RowsFlow.Row(id: $0) }), reducer: RowsFlow())
    }

    private func rows(
        of parent: FlowStore<RowsFlow>, effects: ScriptedEffects = ScriptedEffects()
    ) -> FlowChildRows<TestFlow, Int> {
        parent.hostChildren(TestFlow.self, from: \.rows) { row in
            FlowStore(initialState: TestFlow.State(count: row.start), reducer: TestFlow(), effects: effects)
        } outputs: { id, output in
            .heard("\(id):\(output)")
        }
    }

    private func set(_ parent: FlowStore<RowsFlow>, _ ids: [Int]) async {
        await parent.send(.set(ids.map { RowsFlow.Row(id: $0) }))
    }

    @Test func theRowsAlreadyThereGetChildrenMadeFromThem() async {
        let parent = FlowStore(
            initialState: RowsFlow.State(rows: [.init(id: 4, start: 40), .init(id: 2, start: 20)]), reducer: RowsFlow())
        let children = rows(of: parent)
        await parent.settle()
        #expect(children.ids == [4, 2])
        #expect(await children[id: 4]?.store.state.count == 40)
        #expect(await children[id: 2]?.store.state.count == 20)
    }

    @Test func addedRowsGetChildrenAndKeepTheOthers() async throws {
        let parent = parent([1])
        let children = rows(of: parent)
        await parent.settle()
        let first = try #require(children[id: 1])
        await set(parent, [1, 2, 3])
        #expect(children.ids == [1, 2, 3])
        #expect(children.count == 3)
        #expect(children[id: 1] === first)
        #expect(!first.isRemoved)
    }

    @Test func removedRowsTakeTheirChildrenAndTheirEffects() async throws {
        let effects = ScriptedEffects(["removed": Script(), "kept": Script()])
        let parent = parent([1, 2])
        let children = rows(of: parent, effects: effects)
        await parent.settle()
        let removed = try #require(children[id: 1])
        let kept = try #require(children[id: 2])
        await removed.store.send(.start("removed", id: "watch"))
        await kept.store.send(.start("kept", id: "watch"))

        await set(parent, [2])
        await removed.store.settle()
        #expect(children.ids == [2])
        #expect(children[id: 1] == nil)
        #expect(removed.isRemoved)
        #expect(await removed.store.runningEffectCount == 0)
        #expect(await kept.store.runningEffectCount == 1)
        #expect(await effects.latch("removed").wait())
        #expect(effects.cancelled == ["removed"])

        await kept.store.cancelAllEffects()
        await removed.store.send(.finish("not forwarded"))
        children.send(.finish("kept"), to: 2)
        await kept.store.settle()
        await parent.settle()
        #expect(await parent.state.heard == ["2:kept"])
    }

    @Test func reorderedRowsReorderTheSameChildren() async throws {
        let parent = parent([1, 2, 3])
        let children = rows(of: parent)
        await parent.settle()
        let before = try [1, 2, 3].map { try #require(children[id: $0]) }
        await set(parent, [3, 1, 2])
        #expect(children.ids == [3, 1, 2])
        for (id, child) in zip([1, 2, 3], before) {
            #expect(children[id: id] === child)
            #expect(!child.isRemoved)
        }
    }

    @Test func aChangedRowKeepsItsChildAndItsState() async throws {
        let parent = parent([1])
        let children = rows(of: parent)
        await parent.settle()
        let child = try #require(children[id: 1])
        await child.store.send(.increment)
        await parent.send(.set([RowsFlow.Row(id: 1, start: 99)]))
        #expect(children[id: 1] === child)
        #expect(await child.store.state.count == 1)
    }

    @Test func aRowRemovedAndAddedAgainGetsANewChild() async throws {
        let parent = parent([1])
        let children = rows(of: parent)
        await parent.settle()
        let old = try #require(children[id: 1])
        await set(parent, [])
        await set(parent, [1])
        #expect(old.isRemoved)
        #expect(children[id: 1] !== old)
        #expect(children[id: 1]?.isRemoved == false)
    }

    @Test func aDuplicateIDIsHostedOnce() async {
        let parent = parent([1, 2, 1])
        let children = rows(of: parent)
        await parent.settle()
        #expect(children.ids == [1, 2])
    }

    @Test func eachChildsOutputsReachTheParentWithItsRowsID() async throws {
        let parent = parent([1, 2])
        let children = rows(of: parent)
        await parent.settle()
        children.send(.finish("a"), to: 2)
        children.send(.finish("b"), to: 1)
        try await #require(children[id: 2]).store.settle()
        try await #require(children[id: 1]).store.settle()
        await parent.settle()
        #expect(Set(await parent.state.heard) == ["2:a", "1:b"])
    }

    @Test func releasingTheHostingRemovesEveryChild() async throws {
        let effects = ScriptedEffects(["watch": Script()])
        let parent = parent([1])
        var children: FlowChildRows<TestFlow, Int>? = rows(of: parent, effects: effects)
        await parent.settle()
        let child = try #require(children?[id: 1])
        await child.store.send(.start("watch", id: "watch"))
        children = nil
        await child.store.settle()
        #expect(child.isRemoved)
        #expect(await child.store.runningEffectCount == 0)
        #expect(await effects.latch("watch").wait())
        #expect(effects.cancelled == ["watch"])
        #expect(children == nil)
    }

    @Test func stopEndsTheHosting() async {
        let parent = parent([1])
        let children = rows(of: parent)
        await parent.settle()
        children.stop()
        await set(parent, [1, 2])
        #expect(children.ids.isEmpty)
        #expect(children[id: 2] == nil)
    }

    /// Many tasks change the rows at once while others read the children: once the parent settles, the children
    /// are exactly its last rows, and every child of a row that went is removed.
    @Test func concurrentChangesLeaveTheChildrenOfTheLastRows() async throws {
        let parent = parent()
        let children = rows(of: parent)
        var seen: [ChildFlow<TestFlow>] = []
        await withTaskGroup(of: [ChildFlow<TestFlow>].self) { group in
            for round in 0..<40 {
                group.addTask {
                    let ids = (0..<8).filter { ($0 + round) % 3 != 0 }.map { ($0 * 7 + round) % 11 }
                    parent.enqueue(.set(ids.map { RowsFlow.Row(id: $0) }))
                    return children.ids.compactMap { children[id: $0] }
                }
            }
            for await readers in group { seen += readers }
        }
        await parent.settle()
        let last = await parent.state.rows.map(\.id)
        var unique: [Int] = []
        for id in last where !unique.contains(id) { unique.append(id) }
        #expect(children.ids == unique)
        for id in unique { #expect(children[id: id]?.isRemoved == false) }
        let hosted = unique.compactMap { children[id: $0] }
        for child in seen where !hosted.contains(where: { $0 === child }) { #expect(child.isRemoved) }
    }
}
