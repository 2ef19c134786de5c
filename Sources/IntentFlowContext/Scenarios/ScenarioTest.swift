import IntentFlowManifest
import IntentFlowTemplates

/// One generated store test of a manifest's scenario: a `FlowTestStore` with a scripted effect handler that
/// answers as the scenario's replies say, each step sent or received and asserted exhaustively (state, effects,
/// cancellations, outputs, routes) at the step's line in the manifest, clock moves, then `finish()`.
struct ScenarioTest {
    /// A scripted run, registered before the store starts: it answers the request of `effect` and delivers each
    /// reply when the test sends it.
    struct Run {
        /// The variable that holds the run: `openRun`.
        let variable: String
        /// The effect as requested: `.open`.
        let effect: String
    }

    /// One step of the test.
    struct Line {
        let summary: String
        let location: String
        let step: StoreStep?
        let advance: String?
        let bindings: [ScenarioBinding]
        /// The run that sends a reply's event, or `nil` for a step that sends.
        var run: String? = nil
        /// Whether the run ends after this reply: its last in the scenario.
        var finishesRun = false
        /// The runs registered before this step, which requests their effects.
        var runs: [Run] = []
    }

    let name: String
    /// The scenario's own `let:` names, bound before the store is made.
    let bindings: [ScenarioBinding]
    let initialState: String
    let lines: [Line]

    /// The test of `scenario`, or why none can be built (a value that has no placeholder, a name not declared).
    static func make(_ scenario: Scenario, manifest: Manifest, cases: FeatureCases) -> Result<Self, Failure> {
        var builder = ScenarioTestBuilder(manifest: manifest, cases: cases)
        return builder.test(of: scenario)
    }

    /// Why a scenario has no test; `validate` reports the same problem as an error first.
    struct Failure: Error {
        let message: String
    }

    /// What templates see, for the test function `testName` of the feature whose `Next` alias is `nextType`.
    func templateValue(testName: String, nextType: String) -> TemplateValue {
        var counts: [String: Int] = [:]
        let lines = lines.map { line -> TemplateValue in
            var values: [String: TemplateValue] = [
                "summary": .string(line.summary),
                "sourceLocation": .string(line.location),
                "isAdvance": .bool(line.step == nil),
                "isSignal": .bool(line.step != nil),
                "advance": .string(line.advance ?? ""),
                "hasAdvance": .bool(line.advance != nil),
                "run": .string(line.run ?? ""),
                "isReply": .bool(line.run != nil),
                "finishesRun": .bool(line.finishesRun),
                "runs": .array(
                    line.runs.map { .dictionary(["variable": .string($0.variable), "effect": .string($0.effect)]) }),
                "bindings": .array(
                    line.bindings.map {
                        .dictionary(["name": .string($0.name), "expression": .string($0.expression)])
                    }),
            ]
            if let step = line.step,
                case .dictionary(let stepValues) = step.templateValue(
                    variable: Self.variable(for: step.signal, counts: &counts), nextType: nextType)
            {
                values.merge(stepValues) { first, _ in first }
            }
            return .dictionary(values)
        }
        return .dictionary([
            "text": .string(name),
            "comment": .string(name),
            "textLiteral": .string(SwiftText.stringLiteral(name)),
            "fitsOnOneLine": .bool(SwiftText.width(SwiftText.stringLiteral(name)) + 9 <= 100),
            "testName": .string(testName),
            "xctestName": .string("test" + CaseStyle.pascal(ofCamel: testName)),
            "isTestable": .bool(true),
            "skipReasonLiteral": .string(""),
            "initialState": .string(initialState),
            "bindings": .array(
                bindings.map { .dictionary(["name": .string($0.name), "expression": .string($0.expression)]) }),
            "lines": .array(lines),
        ])
    }

    /// What templates see for a scenario that has no test: a test that fails saying why.
    static func failingTemplateValue(name: String, testName: String, reason: String) -> TemplateValue {
        .dictionary([
            "text": .string(name), "comment": .string(name), "textLiteral": .string(SwiftText.stringLiteral(name)),
            "fitsOnOneLine": .bool(SwiftText.width(SwiftText.stringLiteral(name)) + 9 <= 100),
            "testName": .string(testName), "xctestName": .string("test" + CaseStyle.pascal(ofCamel: testName)),
            "isTestable": .bool(false), "skipReasonLiteral": .string(SwiftText.stringLiteral(reason)),
        ])
    }

    /// `afterSubmit`, `afterSubmit2`: the expected `Next` of a step, named after its signal's case.
    private static func variable(for signal: String, counts: inout [String: Int]) -> String {
        let name = signal.hasPrefix("event: ") ? String(signal.dropFirst(7)) : signal
        let caseName = String(name.drop { $0 == "." }.prefix(while: IdentifierSyntax.isIdentifierCharacter))
        let base = "after" + CaseStyle(caseName).pascal
        let count = counts[base, default: 0] + 1
        counts[base] = count
        return count == 1 ? base : "\(base)\(count)"
    }
}
