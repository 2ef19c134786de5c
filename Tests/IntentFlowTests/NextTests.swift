import Testing
import IntentFlow

@Suite("Next builder")
struct NextTests {
    typealias Step = Next<Int, String, String, String>

    @Test func chainedCallsAccumulateInOrder() {
        let next = Step.state(1)
            .effect("load", id: "loader", policy: .cancelInFlight)
            .effect("log")
            .cancel("search")
            .output("done")
            .route("detail")
            .route("sheet")
            .state(2)
        #expect(next.state == 2)
        #expect(next.effects == [EffectRequest("load", id: "loader", policy: .cancelInFlight), EffectRequest("log")])
        #expect(next.cancellations == ["search"])
        #expect(next.outputs == ["done"])
        #expect(next.routes == ["detail", "sheet"])
    }

    @Test func stateAloneCarriesNothingElse() {
        let next = Step.state(7)
        #expect(next == Next(state: 7))
        #expect(next.effects.isEmpty && next.cancellations.isEmpty && next.outputs.isEmpty && next.routes.isEmpty)
    }

    @Test func effectDefaultsToRunWithoutID() {
        let request = Step.state(0).effect("x").effects[0]
        #expect(request.id == nil)
        #expect(request.policy == .run)
    }

    @Test func effectIDIsAStringLiteral() {
        let id: EffectID = "upload.file"
        #expect(id == EffectID("upload.file"))
        #expect(id.description == "upload.file")
    }

    @Test func signalExposesItsPayload() {
        let intent = FlowSignal<Int, String>.intent(3)
        let event = FlowSignal<Int, String>.event("e")
        #expect(intent.intent == 3 && intent.event == nil)
        #expect(event.event == "e" && event.intent == nil)
    }
}
