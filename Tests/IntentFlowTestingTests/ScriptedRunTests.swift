import IntentFlow
import IntentFlowTesting
import Testing

/// `ScriptedEffects.run(answering:)`: one run that stays in flight and delivers each event when the test sends it,
/// what generated scenario tests use for an effect that replies more than once (a socket's messages).
@Suite("ScriptedRun")
struct ScriptedRunTests {
    @Test func aRunDeliversEachEventWhenTheTestSendsItAndEndsWhenFinished() async {
        let failures = Failures()
        let effects = ScriptedEffects(for: SearchFlow.self)
        let run = effects.run(answering: .search("a"))
        run.send(.loaded(["A"]))  // before the request: delivered when the run starts
        let store = ScriptedEffectsTests.store(effects, failures)
        await store.send(.queryChanged("a"), expecting: ScriptedEffectsTests.searching)
        await store.receive(
            .loaded(["A"]), expecting: .state(SearchFlow.State(query: "a", results: ["A"])).output("loaded 1"))
        // Still in flight: nothing more arrives until the test sends it.
        #expect(await store.store.runningEffectCount == 1)
        run.send(.loaded(["A", "B"]))
        run.finish()
        await store.receive(
            .loaded(["A", "B"]),
            expecting: .state(SearchFlow.State(query: "a", results: ["A", "B"])).output("loaded 2"))
        await store.finish()
        #expect(failures.messages == [])
    }

    @Test func aRunLeftInFlightFailsFinish() async {
        let failures = Failures()
        let effects = ScriptedEffects(for: SearchFlow.self)
        _ = effects.run(answering: .search("a"))
        let store = ScriptedEffectsTests.store(effects, failures)
        await store.send(.queryChanged("a"), expecting: ScriptedEffectsTests.searching)
        await store.finish(timeout: .milliseconds(50))
        #expect(failures.messages.count == 1)
    }
}
