import Testing

@testable import IntentFlowContext
@testable import IntentFlowGenerate

@Suite("Trace expressions")
struct TraceExpressionsTests {
    @Test("Patterns bind what the targets read and write _ for the rest")
    func patterns() {
        let fixture = TraceFixture(
            states: ["editing(draft: String, count: Int)", "saved(draft: String)"],
            intents: ["save(title: String, draft: String)"], traces: ["editing + save -> saved"])
        let expressions = fixture.expressions()
        // The intent's `draft` fills `saved`; the state's `draft` is renamed but unread.
        #expect(expressions.signalPattern == ".intent(.save(_, let draft))")
        #expect(expressions.fromPattern == ".editing")
        #expect(expressions.casePattern == "(.editing, .intent(.save(_, let draft)))")
    }

    @Test("A state's value that fills a target is bound in the state's pattern")
    func statePattern() {
        let fixture = TraceFixture(
            states: ["connecting(deviceID: String, attempt: Int)", "waiting(deviceID: String)"],
            events: ["trustRequired"], traces: ["connecting + trustRequired -> waiting"])
        let expressions = fixture.expressions()
        #expect(expressions.fromPattern == ".connecting(let deviceID, _)")
        #expect(expressions.signalPattern == ".event(.trustRequired)")
    }

    @Test("An undeclared state has no pattern and an undeclared signal an empty one")
    func undeclared() {
        let fixture = TraceFixture(states: ["idle"], traces: ["nosuch + ghost -> idle"])
        let expressions = fixture.expressions()
        #expect(expressions.fromPattern == "")
        #expect(expressions.signalPattern == ".event()")
    }

    @Test("A target's expression uses bindings and placeholders, and leaves out a parameter without a value")
    func targetExpressions() throws {
        let fixture = TraceFixture(
            states: ["idle", "failed(message: String, code: Int, device: Device)"],
            events: ["failedWith(message: String)"], effects: ["report(code: Int)"],
            traces: ["idle + failedWith -> failed + report effect"])
        let expressions = fixture.expressions()
        let targets = fixture.targets()
        #expect(expressions.expression(of: try #require(targets.to)) == ".failed(message: message, code: 0)")
        #expect(expressions.expression(of: try #require(targets.effects.first)) == ".report(code: 0)")
    }
}
