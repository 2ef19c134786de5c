import IntentFlowTemplates
import Testing

@testable import IntentFlowContext
@testable import IntentFlowGenerate

@Suite("Trace template value")
struct TraceTemplateValueTests {
    /// The keys every trace has, whatever it names: packs render in strict mode.
    static let keys: Set<String> = [
        "text", "comment", "textLiteral", "fitsOnOneLine", "testName", "xctestName", "from", "signal", "to",
        "casePattern", "effects", "hasEffects", "cancellations", "hasCancellations", "outputs", "hasOutputs",
        "routes", "hasRoutes", "notes", "hasNotes", "isImplemented", "unimplementedReason", "isTestable",
        "skipReason", "skipReasonLiteral", "tests", "isFromAnyState", "nextVariable", "expectedState",
        "expectedFitsOnOneLine", "isRule", "ruleTest", "hasCondition", "condition", "isExample", "patternWithoutGuard",
        "caseFitsOnOneLine", "sourceLocation", "brokenPattern", "patternFitsOnOneLine",
        "dependencyLets", "readsDependencies",
    ]

    func context(_ fixture: TraceFixture, _ index: Int = 0, shadowedBy: String? = nil) -> TraceContext {
        TraceContext(fixture.trace(index), cases: fixture.cases, shadowedBy: shadowedBy, testName: "aTest")
    }

    func fields(_ value: TemplateValue) -> [String: TemplateValue] {
        guard case .dictionary(let fields) = value else { return [:] }
        return fields
    }

    @Test("A trace naming nothing declared still has every key")
    func everyKey() {
        let fixture = TraceFixture(states: ["idle"], traces: ["nosuch + ghost -> elsewhere + lost effect"])
        let trace = fields(context(fixture).templateValue)
        #expect(Set(trace.keys) == Self.keys)
        #expect(trace["isImplemented"] == .bool(false))
        #expect(trace["effects"] == .array([]))
        let to = fields(trace["to"] ?? .string(""))
        #expect(
            to.keys.sorted() == [
                "expected", "expression", "isChained", "isSameState", "name", "returnFitsOnOneLine", "swiftName",
                "wrappedExpression",
            ])
        #expect(to["expression"] == .string(""))
    }

    @Test("Targets carry their expression, expected value, effect id and policy; cancellations their id")
    func targets() {
        let fixture = TraceFixture(
            states: ["idle", "loading(id: Int)"], intents: ["open(id: Int)"],
            effects: ["load(id: Int) [id=catalog.load, policy=run]", "track"],
            traces: ["idle + open -> loading + load effect + cancel track effect"])
        let trace = fields(context(fixture).templateValue)
        #expect(trace["casePattern"] == .string("(.idle, .intent(.open(let id)))"))
        #expect(
            trace["effects"]
                == .array([
                    .dictionary([
                        "name": .string("load"), "swiftName": .string("load"), "expression": .string(".load(id: id)"),
                        "expected": .string(".load(id: 1)"), "effectID": .string("catalog.load"),
                        "effectIDLiteral": .string("\"catalog.load\""), "policy": .string("run"),
                    ])
                ]))
        #expect(
            trace["cancellations"]
                == .array([
                    .dictionary([
                        "name": .string("track"), "effectID": .string("fixture.track"),
                        "effectIDLiteral": .string("\"fixture.track\""),
                    ])
                ]))
        #expect(fields(trace["to"] ?? .string(""))["expected"] == .string(".loading(id: 1)"))
        #expect(trace["isTestable"] == .bool(true))
        #expect(trace["xctestName"] == .string("testATest"))
    }

    @Test("A trace after one with the same state and signal is not generated")
    func shadowed() {
        let fixture = TraceFixture(states: ["idle", "done"], intents: ["go"], traces: ["idle + go -> done"])
        let trace = context(fixture, shadowedBy: "idle + go -> idle")
        #expect(trace.unimplementedReason?.hasSuffix("already handles this state and signal.") == true)
        #expect(fields(trace.templateValue)["isTestable"] == .bool(false))
    }
}
