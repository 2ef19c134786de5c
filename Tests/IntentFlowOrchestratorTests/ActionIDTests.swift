import Testing
import IntentFlowOrchestrator

@Suite struct ActionIDTests {
    @Test func literalAndTextMakeTheSameIdentifier() {
        let literal: ActionID = "onboarding"
        #expect(literal == ActionID("onboarding"))
        #expect(literal == ActionID(rawValue: "onboarding"))
        #expect(literal.description == "onboarding")
    }

    @Test func typeIdentifierIsTheUnqualifiedTypeName() {
        #expect(ActionID(ActionIDTests.self).rawValue == "ActionIDTests")
    }
}
