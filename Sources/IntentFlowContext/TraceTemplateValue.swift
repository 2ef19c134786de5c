import IntentFlowManifest
import IntentFlowTemplates

/// The last step of ``TraceContext``: what templates see of a trace (each element of `traces` in
/// `Docs/ContextModel.md`), assembled from the steps before it. It decides nothing; it only names and spells.
enum TraceTemplateValue {
    /// The dictionary for `trace`, whose test function is `testName`.
    static func make(
        _ trace: AcceptanceTrace, testName: String, cases: TraceCases, targets: TraceTargets,
        expressions: TraceExpressions, samples: TraceSamples, reasons: TraceSkipReasons,
        stateSamples: [(CaseContext, String)] = [], nextType: String = "", ruleTest: TraceRuleTest? = nil,
        isExample: Bool = false, dependencyReads: [DependencyName] = []
    ) -> TemplateValue {
        let singleLine = SwiftText.singleLine(trace.text)
        // `state: <sample>,` in the test's reduce call, two columns deeper inside a rule's loop and again inside the
        // dependencies' `run { }`.
        let stateIndent = 6 + (ruleTest == nil ? 0 : 2) + (dependencyReads.isEmpty ? 0 : 2)
        // A rule test's expectation is two columns deeper, inside its loop.
        let depth = ruleTest == nil ? 0 : 2
        let state = targets.to.flatMap(samples.expected) ?? ""
        let layout = expectedLayout(state, nextType: nextType, depth: depth)
        let tests =
            trace.isFromAnyState
            ? stateSamples.map { state, sample in
                test(
                    name: testName + "From" + CaseStyle(state.name).pascal, text: "\(singleLine) (from \(state.name))",
                    stateSample: SwiftText.wrappedArgument(sample, label: "state", indent: stateIndent),
                    expected: trace.keepsState
                        ? expected(
                            keptFrom: state, targets: targets, samples: samples, nextType: nextType, depth: depth)
                        : layout)
            }
            : [
                test(
                    name: testName, text: singleLine,
                    stateSample: SwiftText.wrappedArgument(
                        samples.from ?? "", label: "state", indent: stateIndent), expected: layout)
            ]
        let effects = targets.effects.map { target($0, expressions: expressions, samples: samples) }
        let outputs = targets.outputs.map { target($0, expressions: expressions, samples: samples) }
        let routes = targets.routes.map { target($0, expressions: expressions, samples: samples) }
        let cancellations = cases.cancellations.map(cancellation)
        let notes = targets.notes
        let literal = SwiftText.stringLiteral(singleLine)
        let (expectedState, expectedFits) = layout
        return .dictionary([
            "text": .string(trace.text),
            "comment": .string(singleLine),
            "textLiteral": .string(literal),
            // `  @Test("…")` within swift-format's 100 columns.
            "fitsOnOneLine": .bool(SwiftText.width(literal) + 9 <= 100),
            "testName": .string(testName),
            "xctestName": .string("test" + CaseStyle.pascal(ofCamel: testName)),
            "from": from(trace, expressions: expressions, samples: samples),
            "signal": signal(trace.signal, expressions: expressions, samples: samples),
            "to": to(
                trace, targets: targets, expressions: expressions, samples: samples,
                hasCancellations: !cases.cancellations.isEmpty),
            "nextVariable": .string("expected"),
            "expectedState": .string(expectedState),
            "expectedFitsOnOneLine": .bool(expectedFits),
            "casePattern": .string(expressions.casePattern),
            "patternWithoutGuard": .string(expressions.patternWithoutGuard),
            "brokenPattern": .string(expressions.brokenPattern),
            "patternFitsOnOneLine": .bool(SwiftText.width("    case \(expressions.patternWithoutGuard)") <= 100),
            "caseFitsOnOneLine": .bool(expressions.caseFitsOnOneLine),
            "effects": .array(effects),
            "hasEffects": .bool(!effects.isEmpty),
            "cancellations": .array(cancellations),
            "hasCancellations": .bool(!cancellations.isEmpty),
            "outputs": .array(outputs),
            "hasOutputs": .bool(!outputs.isEmpty),
            "routes": .array(routes),
            "hasRoutes": .bool(!routes.isEmpty),
            "notes": .array(notes.map { .dictionary(["text": .string($0)]) }),
            "hasNotes": .bool(!notes.isEmpty),
            "tests": .array(tests),
            "isRule": .bool(ruleTest != nil),
            // Swift's line directive, in the spelling swift-format keeps: a compile error in a guard or computed
            // value the lines after it hold is reported at the trace's line in the manifest.
            "sourceLocation": .string(
                "#sourceLocation(file:\(SwiftText.stringLiteral(trace.location.file)),line:\(trace.location.line))"),
            "isExample": .bool(isExample),
            // What the reducer reads from the runtime (`dependencies:`): the skeleton reads each once before it
            // builds the step, and the test runs the reducer with the incrementing dependencies.
            "dependencyLets": .string(
                dependencyReads.map { "let \($0.rawValue) = \($0.runtimeExpression)" }.joined(separator: "\n      ")),
            "readsDependencies": .bool(!dependencyReads.isEmpty),
            "ruleTest": ruleTest?.templateValue ?? TraceRuleTest.noneTemplateValue,
            "hasCondition": .bool(trace.condition != nil),
            "condition": .string(trace.condition?.text ?? ""),
            "isFromAnyState": .bool(trace.isFromAnyState),
            "isImplemented": .bool(reasons.unimplemented == nil),
            "unimplementedReason": .string(reasons.unimplemented ?? ""),
            "isTestable": .bool(reasons.skip == nil),
            "skipReason": .string(reasons.skip ?? ""),
            "skipReasonLiteral": .string(SwiftText.stringLiteral(reasons.skip ?? "")),
        ])
    }

    /// The state a test expects, as `expected-next` lays it out, and whether it fits on the `let expected` line;
    /// `depth` is 2 inside a rule test's loop.
    static func expectedLayout(_ state: String, nextType: String, depth: Int) -> (state: String, fits: Bool) {
        let fits =
            depth == 0
            ? SwiftText.expectedNextFits(variable: "expected", nextType: nextType, state: state)
            : SwiftText.width("      let expected = \(nextType).state(\(state))") <= 100
        return (fits ? state : SwiftText.wrappedCall(state, indent: 6 + depth), fits)
    }

    /// An element of `tests`: one generated test of the trace (one per state it starts from, for `_`). `expected` is
    /// the state this test expects, laid out: the trace's, or for a trace that keeps its state, its own phase's.
    private static func test(
        name: String, text: String, stateSample: String, expected: (state: String, fits: Bool)
    ) -> TemplateValue {
        let literal = SwiftText.stringLiteral(text)
        return .dictionary([
            "testName": .string(name),
            "xctestName": .string("test" + CaseStyle.pascal(ofCamel: name)),
            "comment": .string(text),
            "textLiteral": .string(literal),
            "fitsOnOneLine": .bool(SwiftText.width(literal) + 9 <= 100),
            "stateSample": .string(stateSample),
            "expectedState": .string(expected.state),
            "expectedFitsOnOneLine": .bool(expected.fits),
        ])
    }

    /// `from`: the state before.
    private static func from(
        _ trace: AcceptanceTrace, expressions: TraceExpressions, samples: TraceSamples
    ) -> TemplateValue {
        .dictionary([
            "name": .string(trace.from.name),
            "swiftName": .string(SwiftIdentifier.escaped(trace.from.name)),
            "pattern": .string(expressions.fromPattern),
            "sample": .string(samples.from ?? ""),
        ])
    }

    /// `signal`: the intent or event.
    private static func signal(
        _ signal: TraceSignal, expressions: TraceExpressions, samples: TraceSamples
    ) -> TemplateValue {
        .dictionary([
            "name": .string(signal.name),
            "swiftName": .string(SwiftIdentifier.escaped(signal.name)),
            "kind": .string(signal.kind.rawValue),
            "isIntent": .bool(signal.kind == .intent),
            "isEvent": .bool(signal.kind == .event),
            "detail": .string(signal.detail ?? ""),
            "hasDetail": .bool(signal.detail != nil),
            "pattern": .string(expressions.signalPattern),
            "sample": .string(samples.signal ?? ""),
            "valueSample": .string(samples.signalValue ?? ""),
        ])
    }

    /// `to`: the state after.
    private static func to(
        _ trace: AcceptanceTrace, targets: TraceTargets, expressions: TraceExpressions, samples: TraceSamples,
        hasCancellations: Bool
    ) -> TemplateValue {
        let expression = targets.to.map(expressions.expression) ?? ""
        let chained =
            hasCancellations || !targets.effects.isEmpty || !targets.outputs.isEmpty || !targets.routes.isEmpty
        return .dictionary([
            "name": .string(trace.to.name),
            "swiftName": .string(SwiftIdentifier.escaped(trace.to.name)),
            "expression": .string(expression),
            // `      return .state(…)` beyond 100 columns: the state on lines of its own, as swift-format writes it.
            "returnFitsOnOneLine": .bool(SwiftText.width("      return .state(\(expression))") <= 100),
            "wrappedExpression": .string(SwiftText.wrappedCall(expression, indent: 8)),
            "isChained": .bool(chained),
            "expected": .string(targets.to.flatMap(samples.expected) ?? ""),
            "isSameState": .bool(trace.to.name == trace.from.name),
        ])
    }

    /// An element of `effects`, `outputs` or `routes`.
    private static func target(
        _ target: TraceTarget, expressions: TraceExpressions, samples: TraceSamples
    ) -> TemplateValue {
        let value = target.target
        return .dictionary([
            "name": .string(value.name),
            "swiftName": .string(value.swiftName),
            "expression": .string(expressions.expression(of: target)),
            "expected": .string(samples.expected(of: target) ?? ""),
            "effectID": .string(value.effectID ?? ""),
            "effectIDLiteral": .string(value.effectID.map(SwiftText.stringLiteral) ?? ""),
            "policy": .string(value.policy?.rawValue ?? ""),
        ])
    }

    /// An element of `cancellations`.
    private static func cancellation(_ effect: CaseContext) -> TemplateValue {
        let id = effect.effectID ?? effect.name
        return .dictionary([
            "name": .string(effect.name),
            "effectID": .string(id),
            "effectIDLiteral": .string(SwiftText.stringLiteral(id)),
        ])
    }
}
