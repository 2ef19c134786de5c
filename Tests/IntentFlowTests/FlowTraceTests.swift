import Testing
import IntentFlow

@Suite("FlowTrace")
struct FlowTraceTests {
    @Test func recordsEveryStepWithItsDecisions() {
        let trace = TestFlow().trace(
            initialState: .init(),
            signals: [
                .intent(.increment),
                .intent(.start("load", id: "loader", policy: .cancelInFlight)),
                .event(.tick("a")),
                .intent(.navigate("detail")),
                .intent(.finish("done")),
                .intent(.cancel("loader")),
            ]
        )
        #expect(trace.steps.count == 6)
        #expect(trace.states.map(\.count) == [1, 1, 1, 1, 1, 1])
        #expect(trace.finalState == TestFlow.State(count: 1, received: ["a"]))
        #expect(trace.steps[1].effects == [EffectRequest(.stream("load"), id: "loader", policy: .cancelInFlight)])
        #expect(trace.steps[2].signal == .event(.tick("a")))
        #expect(trace.steps[3].routes == ["detail"])
        #expect(trace.steps[4].outputs == ["done"])
        #expect(trace.steps[5].cancellations == ["loader"])
        #expect(trace.effects.count == 1 && trace.routes == ["detail"] && trace.outputs == ["done"])
        #expect(trace.cancellations == ["loader"])
    }

    @Test func emptyTraceEndsWhereItStarted() {
        let trace = TestFlow().trace(initialState: .init(count: 4), signals: [])
        #expect(trace.steps.isEmpty)
        #expect(trace.finalState.count == 4)
    }

    @Test func traceMatchesTheStoreForTheSameSignals() async {
        let signals: [FlowSignal<TestFlow.Intent, TestFlow.Event>] = [
            .intent(.increment), .intent(.navigate("a")), .intent(.increment),
        ]
        let trace = TestFlow().trace(initialState: .init(), signals: signals)
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        for signal in signals {
            if case .intent(let intent) = signal { await store.send(intent) }
        }
        #expect(await store.history == trace.steps)
    }
}
