import IntentFlow
import IntentFlowTesting
import Testing

@Suite("ScriptedEffects")
struct ScriptedEffectsTests {
    typealias Expected = FlowTestStore<SearchFlow>.Expected

    static func store(_ effects: ScriptedEffects<SearchFlow.Effect, SearchFlow.Event>, _ failures: Failures)
        -> FlowTestStore<SearchFlow>
    {
        FlowTestStore(
            initialState: SearchFlow.State(), reducer: SearchFlow(), effects: effects, timeout: .seconds(5),
            reporter: failures.reporter)
    }

    static let searching = Expected.state(SearchFlow.State(query: "a", isLoading: true))
        .effect(.search("a"), id: "search", policy: .cancelInFlight)

    @Test func aReplyAnswersItsEffectOnce() async {
        let failures = Failures()
        let effects = ScriptedEffects(for: SearchFlow.self)
        effects.reply(to: .search("a"), with: [.loaded(["A"])])
        let store = Self.store(effects, failures)
        await store.send(.queryChanged("a"), expecting: Self.searching)
        await store.receive(
            .loaded(["A"]), expecting: .state(SearchFlow.State(query: "a", results: ["A"])).output("loaded 1"))
        // The reply is used up: the same request again finishes without events.
        await store.send(.queryChanged("a"), expecting: Self.searching.state(SearchFlow.State(query: "a", results: ["A"], isLoading: true)))
        await store.finish()
        #expect(failures.messages == [])
    }

    @Test func anEffectWithoutAReplyFinishesAtOnce() async {
        let failures = Failures()
        let effects = ScriptedEffects(for: SearchFlow.self)
        effects.reply(to: .search("b"), with: [.loaded(["B"])])
        let store = Self.store(effects, failures)
        await store.send(.queryChanged("a"), expecting: Self.searching)
        await store.finish()
        #expect(failures.messages == [])
    }

    @Test func aHeldRunCancelledBeforeTheReleaseNeverDelivers() async {
        let failures = Failures()
        let effects = ScriptedEffects(for: SearchFlow.self)
        effects.reply(to: .search("a"), with: [.loaded(["A"])], holding: true)
        let store = Self.store(effects, failures)
        await store.send(.queryChanged("a"), expecting: Self.searching)
        #expect(await store.store.runningEffectCount == 1)
        await store.send(.clear, expecting: .state(SearchFlow.State()).cancel("search").route("home"))
        effects.release()
        await store.finish()
        #expect(failures.messages == [])
    }

    @Test func aHeldRunStillInFlightDeliversAtTheRelease() async {
        let failures = Failures()
        let effects = ScriptedEffects(for: SearchFlow.self)
        effects.reply(to: .search("a"), with: [.loaded(["A"])], holding: true)
        let store = Self.store(effects, failures)
        await store.send(.queryChanged("a"), expecting: Self.searching)
        effects.release()
        await store.finish()
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("loaded([\"A\"])") == true)
    }

    @Test func aHeldReplyAfterTheReleaseDeliversAtOnce() async {
        let failures = Failures()
        let effects = ScriptedEffects(for: SearchFlow.self)
        effects.release()
        effects.reply(to: .search("a"), with: [.loaded(["A"])], holding: true)
        let store = Self.store(effects, failures)
        await store.send(.queryChanged("a"), expecting: Self.searching)
        await store.receive(
            .loaded(["A"]), expecting: .state(SearchFlow.State(query: "a", results: ["A"])).output("loaded 1"))
        await store.finish()
        #expect(failures.messages == [])
    }

    @Test func aReplyAfterADelayWaitsForTheTestClock() async {
        let failures = Failures()
        let effects = ScriptedEffects(for: SearchFlow.self)
        effects.reply(to: .search("a"), with: [.loaded(["A"])], after: .milliseconds(300))
        let store = Self.store(effects, failures)
        await store.send(.queryChanged("a"), expecting: Self.searching)
        await store.clock.advance(by: .milliseconds(299))
        #expect(await store.store.runningEffectCount == 1)
        await store.clock.advance(by: .milliseconds(1))
        await store.receive(
            .loaded(["A"]), expecting: .state(SearchFlow.State(query: "a", results: ["A"])).output("loaded 1"))
        await store.finish()
        #expect(failures.messages == [])
    }
}

@Suite("FlowTestStore with an expected Next")
struct FlowTestStoreNextTests {
    @Test func aStepThatDiffersFromTheExpectedNextFailsForEachPart() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.send(.queryChanged("a"), expecting: .state(SearchFlow.State(query: "b")))
        let messages = failures.messages
        #expect(messages.count == 2)
        #expect(messages.contains { $0.hasPrefix("State after sending queryChanged(\"a\") differs") })
        #expect(messages.contains { $0.hasPrefix("The effects of sending queryChanged(\"a\") differ") })
        await store.skipReceivedEvents()
        await store.finish()
    }

    @Test func sendingAnEventAppliesItFromOutside() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        let step = await store.send(
            event: .loaded(["X"]), expecting: .state(SearchFlow.State(results: ["X"])).output("loaded 1"))
        #expect(step?.signal == .event(.loaded(["X"])))
        await store.finish()
        #expect(failures.messages == [])
    }

    @Test func sendingAnEventFailsOnEventsNotReceivedBeforeIt() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.startSearch("a")
        await store.store.settle()
        await store.send(
            event: .loaded(["X"]), expecting: .state(SearchFlow.State(query: "a", results: ["X"])).output("loaded 1"))
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("before sending loaded([\"X\"])") == true)
        await store.finish()
    }
}
