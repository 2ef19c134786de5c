import IntentFlowManifest
import IntentFlowTemplates

/// What the default pack's conformance test needs (`conformance` in `Docs/ContextModel.md`): every acceptance trace
/// as a `DeclaredTransition` of case names, every signal the exploration sends, and the transitions the manifest
/// deliberately leaves undeclared.
///
/// The signals are each intent's and event's sample and every trace's test signal, so a trace that writes a value
/// (`resolved(true)`) is reached as well as the one that binds. A trace that writes values on its state or signal
/// applies only where they match, checked with the same expression patterns the reducer's `switch` uses.
enum ConformanceContext {
    /// The context for `manifest`'s traces (`traces`, from ``TraceOrder``); `cases` finds a declared case.
    static func make(
        _ manifest: Manifest, traces: [TraceContext], initial: String? = nil,
        cases: (CaseGroup, String) -> CaseContext?
    ) -> TemplateValue {
        let fileName = manifest.path.split(separator: "/").last.map(String.init) ?? manifest.path
        let transitions = traces.map { transition($0, fileName: fileName) }
        let signalCases =
            manifest.intents.compactMap { cases(.intents, $0.name) }.map { ("intent", $0) }
            + manifest.events.compactMap { cases(.events, $0.name) }.map { ("event", $0) }
        var signals: [String] = []
        var lacking: [String] = []
        for (kind, signal) in signalCases {
            let sent = traces.filter { $0.trace.signal.name == signal.name && $0.trace.signal.kind.rawValue == kind }
                .compactMap { trace in value(of: signal) { trace.sentValues[$0] } }
            let values = ([signal.sample].compactMap { $0 } + sent).map { ".\(kind)(\($0))" }
            if values.isEmpty { lacking.append(signal.name) }
            for value in values where !signals.contains(value) { signals.append(value) }
        }
        let undeclared = manifest.undeclared.map { entry in
            TemplateValue.dictionary([
                "source": .string(entry.isForAnyState ? "nil" : SwiftText.stringLiteral(entry.state.name)),
                "signal": .string(SwiftText.stringLiteral(entry.signal.name)),
            ])
        }
        let invariants = ConformanceInvariants.make(manifest)
        let emits = emitted(manifest, cases: cases)
        let ignored = manifest.ignored.map { entry in
            TemplateValue.dictionary([
                "source": .string(entry.isForAnyState ? "nil" : SwiftText.stringLiteral(entry.state.name)),
                "signal": .string(SwiftText.stringLiteral(entry.signal.name)),
            ])
        }
        return .dictionary([
            "layout": ConformanceLayout(feature: manifest.feature, initial: initial ?? "").templateValue,
            "invariants": .array(invariants),
            "hasInvariants": .bool(!invariants.isEmpty),
            "emits": .array(emits),
            "hasEmits": .bool(!emits.isEmpty),
            "ignored": .array(ignored),
            "hasIgnored": .bool(!ignored.isEmpty),
            "caseNames": .array(caseNames(manifest, cases: cases)),
            "transitions": .array(transitions),
            "hasTransitions": .bool(!transitions.isEmpty),
            "signals": .array(signals.map { .dictionary(["expression": .string($0)]) }),
            "hasSignals": .bool(!signals.isEmpty),
            "signalsWithoutSample": .array(lacking.map { .dictionary(["name": .string($0)]) }),
            "hasSignalsWithoutSample": .bool(!lacking.isEmpty),
            "undeclared": .array(undeclared),
            "hasUndeclared": .bool(!undeclared.isEmpty),
        ])
    }

    /// Each effect whose `emits:` lists events, as literals: `"upload"` and `["progress", "uploaded"]`. The
    /// exploration follows the effect's runs an intent leaves running, whose outcomes these are; an event without a
    /// sample is not sent, so not delivered either.
    private static func emitted(_ manifest: Manifest, cases: (CaseGroup, String) -> CaseContext?) -> [TemplateValue] {
        manifest.effects.compactMap { cases(.effects, $0.name) }.filter { !$0.emitted.isEmpty }.map { effect in
            .dictionary([
                "effect": .string(SwiftText.stringLiteral(effect.name)),
                "events": .string(
                    "[" + effect.emitted.map { SwiftText.stringLiteral($0.name) }.joined(separator: ", ") + "]"),
            ])
        }
    }

    /// One function per group, in the order `FlowCaseNames` takes them: each case's pattern and name.
    private static func caseNames(_ manifest: Manifest, cases: (CaseGroup, String) -> CaseContext?) -> [TemplateValue] {
        let groups: [CaseGroup] = [.states, .intents, .events, .effects, .outputs, .routes]
        return groups.map { group in
            let contexts = manifest[group].compactMap { cases(group, $0.name) }
            return .dictionary([
                "label": .string(group.singular),
                "cases": .array(
                    contexts.map { context in
                        .dictionary([
                            "pattern": .string(".\(context.memberName)"),
                            "nameLiteral": .string(SwiftText.stringLiteral(context.name)),
                        ])
                    }),
                "hasCases": .bool(!contexts.isEmpty),
                // A struct state is named by the case of its `match`.
                "subjectSuffix": .string(group == .states && StateShape(manifest) != nil ? ".match" : ""),
            ])
        }
    }

    /// An element of `transitions`.
    ///
    /// Its text is prefixed with the manifest's file and line, so a failure points at the trace, and so `check` does
    /// not take the literal for a test of the trace: a skipped trace test stays reported as skipped.
    private static func transition(
        _ context: TraceContext, fileName: String
    ) -> TemplateValue {
        let trace = context.trace
        // The trace's context resolved its cases with the same lookup.
        let resolved = context.cases
        let kind = trace.signal.kind.rawValue
        var requests = resolved.cancellations.map { ".cancel(\(SwiftText.stringLiteral($0.effectID ?? $0.name)))" }
        requests += resolved.effects.map { effect in
            ".effect(\(SwiftText.stringLiteral(effect.name)), id: "
                + "\(SwiftText.stringLiteral(effect.effectID ?? effect.name)), "
                + "policy: .\((effect.policy ?? CaseContext.defaultPolicy).rawValue))"
        }
        requests += resolved.outputs.map { ".output(\(SwiftText.stringLiteral($0.name)))" }
        requests += resolved.routes.map { ".route(\(SwiftText.stringLiteral($0.name)))" }
        let condition = resolved.condition
        let hasCondition = !resolved.fromValues.isEmpty || !resolved.signalValues.isEmpty || condition != nil
        // A guard's names are bound where the trace binds them; every other value matches anything.
        let guardNames = Set((condition?.references ?? []).map(\.name))
        let fromNames = resolved.fromNames.filter { guardNames.contains($0.value) }
        let signalNames = resolved.signalNames.filter { guardNames.contains($0.value) }
        let fromPattern =
            resolved.fromValues.isEmpty && fromNames.isEmpty
            ? "_" : pattern(of: resolved.from, values: resolved.fromValues, names: fromNames) ?? "_"
        let signalPattern =
            pattern(of: resolved.signal, values: resolved.signalValues, names: signalNames).map { ".\(kind)(\($0))" }
            ?? "_"
        return .dictionary([
            "textLiteral": .string(
                SwiftText.stringLiteral("\(fileName):\(trace.location.line): \(SwiftText.singleLine(trace.text))")),
            "source": .string(trace.isFromAnyState ? "nil" : SwiftText.stringLiteral(trace.from.name)),
            "signal": .string(".\(kind)(\(SwiftText.stringLiteral(trace.signal.name)))"),
            "next": next(
                state: ".state(\(SwiftText.stringLiteral(trace.to.name)))", requests: requests,
                comma: hasCondition || context.unimplementedReason != nil),
            "isPending": .bool(context.unimplementedReason != nil),
            "hasCondition": .bool(hasCondition),
            "conditionPattern": .string(conditionPattern(from: fromPattern, signal: signalPattern)),
            "hasGuard": .bool(condition != nil),
            "guard": .string(condition?.text ?? ""),
            "sourceLocation": .string(
                "#sourceLocation(file:\(SwiftText.stringLiteral(trace.location.file)),line:\(trace.location.line))"),
        ])
    }

    /// `(from, signal)` as `case` writes it in the `when:` closure, eight columns in: on one line when it fits in 100
    /// columns, else each pattern on a line of its own, as swift-format lays out a long tuple pattern.
    private static func conditionPattern(from: String, signal: String) -> String {
        let pattern = "(\(from), \(signal))"
        guard "        case \(pattern):".count > 100 else { return pattern }
        return
            "(\n          \(SwiftText.wrappedCall(from, indent: 10)),\n          "
            + "\(SwiftText.wrappedCall(signal, indent: 10))\n        )"
    }

    /// `next`: the builder's first call and one line per further call; a comma after the last when another
    /// argument follows.
    private static func next(state: String, requests: [String], comma: Bool) -> TemplateValue {
        var lines = [state] + requests
        if comma { lines[lines.count - 1] += "," }
        return .dictionary([
            "first": .string(lines[0]),
            "rest": .array(lines.dropFirst().map { .dictionary(["text": .string($0)]) }),
        ])
    }

    /// `.submit(email: "bad", password: _)`: `owner` matching the values written, anything elsewhere.
    private static func pattern(of owner: CaseContext?, values: [Int: TraceValue], names: [Int: String] = [:])
        -> String?
    {
        guard let owner else { return nil }
        return value(of: owner) { index in values[index]?.source ?? names[index].map { "let \($0)" } ?? "_" }
    }

    /// `owner` built with `argument(index)` for each parameter, or `nil` when one has none.
    private static func value(of owner: CaseContext, argument: (Int) -> String?) -> String? {
        var index = -1
        return owner.value { _ in
            index += 1
            return argument(index)
        }
    }
}
