import Testing

@testable import IntentFlowContext
@testable import IntentFlowGenerate

@Suite("Trace cases")
struct TraceCasesTests {
    @Test("Every name of a trace resolves to its declared case; targets are the state after, effects, outputs, routes")
    func resolves() {
        let fixture = TraceFixture(
            states: ["idle", "loading"], intents: ["open"], effects: ["load", "track"], outputs: ["opened"],
            routes: ["detail"],
            traces: ["idle + open -> loading + track effect + cancel load effect + opened output + detail route"])
        let cases = fixture.resolved()
        #expect(cases.from?.name == "idle")
        #expect(cases.signal?.name == "open")
        #expect(cases.to?.name == "loading")
        #expect(cases.cancellations.map(\.name) == ["load"])
        #expect(cases.targets.map(\.name) == ["loading", "track", "opened", "detail"])
        #expect(cases.unresolved.isEmpty)
    }

    @Test("Undeclared names are listed in the trace's order, each with its kind")
    func unresolved() {
        let fixture = TraceFixture(
            states: ["idle"], intents: ["open"], effects: ["load"],
            traces: [
                "nosuch + ghost -> elsewhere + load effect + lost effect + gone output + away route + cancel old effect"
            ])
        let cases = fixture.resolved()
        #expect(cases.from == nil)
        #expect(cases.signal == nil)
        #expect(cases.effects.map(\.name) == ["load"])
        #expect(cases.targets.map(\.name) == ["load"])
        #expect(
            cases.unresolved == [
                "state `nosuch`", "event `ghost`", "state `elsewhere`", "effect `lost`", "output `gone`",
                "route `away`", "effect `old`",
            ])
    }

    @Test("An intent is looked up among intents, an event among events")
    func signalGroups() {
        let fixture = TraceFixture(
            states: ["idle"], intents: ["open(id: Int)"], events: ["open"],
            traces: ["idle + open -> idle"])
        // The sample manifests make a signal an intent when an intent has its name.
        #expect(fixture.resolved().signal?.parameters.count == 1)
    }
}
