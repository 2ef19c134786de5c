import IntentFlowAI
import IntentFlowTemplates

/// One acceptance trace turned into what the generated reducer and tests need: the `switch` pattern that matches
/// it, the `Next` it returns, and the values a test sends and expects.
///
/// ## Binding values by label
///
/// The values of the target state, effects, outputs and routes come from the signal and the state before. Each
/// parameter of a target takes, in order of preference:
///
/// 1. the signal's parameter with the same label and type (`tokenFailed(message:)` gives `failed(message:)` its
///    message);
/// 2. when either side has no label, the signal's only parameter of the same type (`progress(Double)` gives
///    `uploading(progress: Double)` its value);
/// 3. the same two rules for the state before (`connecting(deviceID:)` + `trustRequired` gives
///    `waitingForTrust(deviceID:)` its device);
/// 4. a placeholder for its type (`""`, `0`, `false`, `nil`, `[]`, `[:]`), noted in a comment above the `return`;
///
/// and when none applies (a type such as `Device` that has no literal), the trace is not generated: the reducer
/// keeps a comment saying what is missing and its test is skipped with the reason.
///
/// Only values the trace uses are bound: an unused binding would be a compiler warning.
struct TraceContext: Sendable {
    /// The trace.
    let trace: AcceptanceTrace
    /// Why no case is generated for it, or `nil` when one is.
    let unimplementedReason: String?
    /// The template context.
    let templateValue: TemplateValue
    /// What a store test needs to run this trace's signal through a store, when every value has a sample.
    let storeTest: StoreTest?
    /// `(from, intent|event, signal)`: traces sharing it would match the same `switch` case.
    let key: String

    /// A trace's signal sent to a store: `store.send(.submit(…))` from `initialState`, expecting `expected`.
    struct StoreTest: Hashable, Sendable {
        /// The state the store starts in, e.g. `.idle`.
        let initialState: String
        /// `send` for an intent, `receive` for an event.
        let method: String
        /// The intent or event, e.g. `.submit(email: "email", password: "password")`.
        let signal: String
        /// The state the store must reach.
        let expected: String
    }

    /// A value in scope in a trace's `switch` case.
    private struct Source {
        let parameter: ParameterContext
        let binding: String
        let sample: String?
        let fromSignal: Bool
    }

    /// A value a target parameter takes.
    private struct Argument {
        let expression: String
        let expected: String?
        let source: Int?
    }

    /// Describes `trace`. `cases` finds a declared case by group and name; `shadowedBy` is the text of an earlier
    /// trace with the same state and signal, if any; `testName` is the trace's unique test function name.
    init(
        _ trace: AcceptanceTrace, cases: (CaseGroup, String) -> CaseContext?, shadowedBy: String?, testName: String
    ) {
        self.trace = trace
        let signalGroup: CaseGroup = trace.signal.kind == .intent ? .intents : .events
        key = "\(trace.from.name) \(trace.signal.kind.rawValue) \(trace.signal.name)"

        let from = cases(.states, trace.from.name)
        let signal = cases(signalGroup, trace.signal.name)
        let to = cases(.states, trace.to.name)

        // The signal's bindings keep their names; a state's binding that clashes becomes `currentName`.
        var sources: [Source] = []
        for parameter in signal?.parameters ?? [] {
            sources.append(
                Source(parameter: parameter, binding: parameter.binding, sample: parameter.sample, fromSignal: true))
        }
        let signalNames = Set(sources.map(\.parameter.bindingName))
        for parameter in from?.parameters ?? [] {
            let name =
                signalNames.contains(parameter.bindingName)
                ? "current" + CaseStyle(parameter.bindingName).pascal : parameter.bindingName
            let sample = SwiftValue.sample(for: parameter.type, named: name)
            sources.append(
                Source(
                    parameter: parameter, binding: SwiftIdentifier.escaped(name), sample: sample, fromSignal: false))
        }

        // An unlabelled value takes the name of the labelled parameter it fills: `failed(String)` filling
        // `failed(message: String)` binds `message`, not `string`.
        let targetCases =
            [to].compactMap { $0 }
            + [(trace.effects, CaseGroup.effects), (trace.outputs, .outputs), (trace.routes, .routes)].flatMap {
                names, group in names.compactMap { cases(group, $0.name) }
            }
        let targetParameters = targetCases.flatMap(\.parameters)
        let bound = Set(targetParameters.compactMap { Self.source(for: $0, in: sources) })
        var renamed = Set<Int>()
        for target in targetParameters {
            guard let label = target.label, let index = Self.source(for: target, in: sources),
                sources[index].parameter.label == nil, !renamed.contains(index),
                !bound.contains(where: { $0 != index && sources[$0].binding == SwiftIdentifier.escaped(label) })
            else { continue }
            renamed.insert(index)
            let source = sources[index]
            sources[index] = Source(
                parameter: source.parameter, binding: SwiftIdentifier.escaped(label),
                sample: SwiftValue.sample(for: source.parameter.type, named: label), fromSignal: source.fromSignal)
        }

        var used = Set<Int>()
        var notes: [String] = []
        var missing: [String] = []

        func argument(for target: ParameterContext, of owner: CaseContext) -> Argument? {
            if let index = Self.source(for: target, in: sources) {
                used.insert(index)
                return Argument(expression: sources[index].binding, expected: sources[index].sample, source: index)
            }
            if let placeholder = target.placeholder {
                notes.append(
                    "`\(owner.name)`'s `\(target.bindingName)` has no value in this trace: \(placeholder) stands in.")
                return Argument(expression: placeholder, expected: placeholder, source: nil)
            }
            missing.append("`\(owner.name)`'s `\(target.bindingName)` (\(target.type))")
            return nil
        }

        /// `(expression, expected)` for building `target` in the reducer and in the test.
        func build(_ target: CaseContext) -> (expression: String, expected: String?) {
            var expressions: [String] = []
            var expectations: [String]? = []
            for parameter in target.parameters {
                guard let value = argument(for: parameter, of: target) else {
                    expectations = nil
                    continue
                }
                expressions.append(parameter.argumentPrefix + value.expression)
                if let expected = value.expected {
                    expectations?.append(parameter.argumentPrefix + expected)
                } else {
                    expectations = nil
                }
            }
            guard !target.parameters.isEmpty else { return (".\(target.memberName)", ".\(target.memberName)") }
            let expression = ".\(target.memberName)(\(expressions.joined(separator: ", ")))"
            let expected = expectations.map { ".\(target.memberName)(\($0.joined(separator: ", ")))" }
            return (expression, expected)
        }

        var unresolved: [String] = []
        if from == nil { unresolved.append("state `\(trace.from.name)`") }
        if signal == nil { unresolved.append("\(trace.signal.kind.rawValue) `\(trace.signal.name)`") }
        if to == nil { unresolved.append("state `\(trace.to.name)`") }

        let toValue = to.map(build)
        func targets(_ names: [TraceName], group: CaseGroup) -> [TemplateValue] {
            names.compactMap { name in
                guard let target = cases(group, name.name) else {
                    unresolved.append("\(group.singular) `\(name.name)`")
                    return nil
                }
                let built = build(target)
                return .dictionary([
                    "name": .string(target.name),
                    "swiftName": .string(target.swiftName),
                    "expression": .string(built.expression),
                    "expected": .string(built.expected ?? ""),
                    "effectID": .string(target.effectID ?? ""),
                    "effectIDLiteral": .string(target.effectID.map(SwiftText.stringLiteral) ?? ""),
                    "policy": .string(target.policy?.rawValue ?? ""),
                ])
            }
        }
        let effects = targets(trace.effects, group: .effects)
        let outputs = targets(trace.outputs, group: .outputs)
        let routes = targets(trace.routes, group: .routes)
        let cancellations: [TemplateValue] = trace.cancellations.compactMap { name in
            guard let effect = cases(.effects, name.name) else {
                unresolved.append("effect `\(name.name)`")
                return nil
            }
            let id = effect.effectID ?? name.name
            return .dictionary([
                "name": .string(effect.name),
                "effectID": .string(id),
                "effectIDLiteral": .string(SwiftText.stringLiteral(id)),
            ])
        }

        // Patterns bind only what the targets use.
        func pattern(_ owner: CaseContext?, fromSignal: Bool) -> String {
            guard let owner else { return "" }
            let bindings = sources.indices.filter { sources[$0].fromSignal == fromSignal }
            guard bindings.contains(where: used.contains) else { return ".\(owner.memberName)" }
            let parts = bindings.map { used.contains($0) ? "let \(sources[$0].binding)" : "_" }
            return ".\(owner.memberName)(\(parts.joined(separator: ", ")))"
        }
        func sample(_ owner: CaseContext?, fromSignal: Bool) -> String? {
            guard let owner else { return nil }
            let values = sources.filter { $0.fromSignal == fromSignal }
            var arguments: [String] = []
            for value in values {
                guard let sample = value.sample else { return nil }
                arguments.append(value.parameter.argumentPrefix + sample)
            }
            return arguments.isEmpty ? ".\(owner.memberName)" : ".\(owner.memberName)(\(arguments.joined(separator: ", ")))"
        }

        let kind = trace.signal.kind.rawValue
        let fromPattern = pattern(from, fromSignal: false)
        let signalPattern = ".\(kind)(\(pattern(signal, fromSignal: true)))"
        let fromSample = sample(from, fromSignal: false)
        let signalSample = sample(signal, fromSignal: true).map { ".\(kind)(\($0))" }

        var reasons: [String] = []
        if !unresolved.isEmpty {
            reasons.append("it names \(unresolved.joined(separator: ", ")), which the manifest does not declare")
        }
        if !missing.isEmpty {
            reasons.append("nothing in the trace gives \(missing.joined(separator: ", ")) a value")
        }
        if let shadowedBy {
            reasons.append("the trace \(SwiftText.stringLiteral(shadowedBy)) already handles this state and signal")
        }
        let unimplementedReason = reasons.isEmpty ? nil : "Not generated: " + reasons.joined(separator: "; ") + "."
        self.unimplementedReason = unimplementedReason

        self.storeTest = fromSample.flatMap { fromSample in
            sample(signal, fromSignal: true).flatMap { signalValue in
                toValue?.expected.map { expected in
                    StoreTest(
                        initialState: fromSample, method: trace.signal.kind == .intent ? "send" : "receive",
                        signal: signalValue, expected: expected)
                }
            }
        }

        var skipReason: String?
        if let unimplementedReason {
            skipReason = unimplementedReason
        } else if fromSample == nil || signalSample == nil || toValue?.expected == nil {
            skipReason = "No sample value can be made for a parameter's type; write this test by hand."
        }
        let expectedNext = [toValue?.expected] + (effects + outputs + routes).map { value -> String? in
            guard case .dictionary(let fields) = value, case .string(let expected) = fields["expected"] else {
                return nil
            }
            return expected.isEmpty ? nil : expected
        }
        if skipReason == nil, expectedNext.contains(where: { $0 == nil }) {
            skipReason = "No sample value can be made for a parameter's type; write this test by hand."
        }

        let singleLine = SwiftText.singleLine(trace.text)
        templateValue = .dictionary([
            "text": .string(trace.text),
            "comment": .string(singleLine),
            "textLiteral": .string(SwiftText.stringLiteral(singleLine)),
            // `  @Test("…")` within swift-format's 100 columns.
            "fitsOnOneLine": .bool(SwiftText.stringLiteral(singleLine).count + 9 <= 100),
            "testName": .string(testName),
            "xctestName": .string("test" + CaseStyle(testName).pascal),
            "from": .dictionary([
                "name": .string(trace.from.name),
                "swiftName": .string(SwiftIdentifier.escaped(trace.from.name)),
                "pattern": .string(fromPattern),
                "sample": .string(fromSample ?? ""),
            ]),
            "signal": .dictionary([
                "name": .string(trace.signal.name),
                "swiftName": .string(SwiftIdentifier.escaped(trace.signal.name)),
                "kind": .string(kind),
                "isIntent": .bool(trace.signal.kind == .intent),
                "isEvent": .bool(trace.signal.kind == .event),
                "detail": .string(trace.signal.detail ?? ""),
                "hasDetail": .bool(trace.signal.detail != nil),
                "pattern": .string(signalPattern),
                "sample": .string(signalSample ?? ""),
                "valueSample": .string(sample(signal, fromSignal: true) ?? ""),
            ]),
            "to": .dictionary([
                "name": .string(trace.to.name),
                "swiftName": .string(SwiftIdentifier.escaped(trace.to.name)),
                "expression": .string(toValue?.expression ?? ""),
                "expected": .string(toValue?.expected ?? ""),
                "isSameState": .bool(trace.to.name == trace.from.name),
            ]),
            "casePattern": .string("(\(fromPattern), \(signalPattern))"),
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
            "isImplemented": .bool(unimplementedReason == nil),
            "unimplementedReason": .string(unimplementedReason ?? ""),
            "isTestable": .bool(skipReason == nil),
            "skipReason": .string(skipReason ?? ""),
            "skipReasonLiteral": .string(SwiftText.stringLiteral(skipReason ?? "")),
        ])
    }

    /// The source that gives `target` its value: the signal before the state, and in each the same label and type
    /// first, then the only value of its type when either side has no label.
    private static func source(for target: ParameterContext, in sources: [Source]) -> Int? {
        let type = target.type.filter { !$0.isWhitespace }
        for fromSignal in [true, false] {
            let sameType = sources.indices.filter {
                sources[$0].fromSignal == fromSignal && sources[$0].parameter.type.filter { !$0.isWhitespace } == type
            }
            if let label = target.label, let index = sameType.first(where: { sources[$0].parameter.label == label }) {
                return index
            }
            let candidates = sameType.filter { target.label == nil || sources[$0].parameter.label == nil }
            if candidates.count == 1 { return candidates[0] }
        }
        return nil
    }

    /// `idleOnSubmitMovesToValidating`, `uploadingOnProgressStaysUploading`.
    static func baseTestName(for trace: AcceptanceTrace) -> String {
        let to = trace.to.name == trace.from.name ? "Stays" : "MovesTo"
        let words = CaseStyle(trace.from.name).words + ["On"] + CaseStyle(trace.signal.name).words + [to]
            + CaseStyle(trace.to.name).words
        return CaseStyle(words.joined(separator: " ")).camel
    }
}
