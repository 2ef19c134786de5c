/// Parses acceptance-trace scalars and resolves every name against a manifest's declared cases.
///
/// A signal resolves to an intent or an event. A name declared as both resolves to the intent, with a warning;
/// write `event:name` (or `intent:name`) to choose explicitly.
struct TraceResolver {
    private let names: [CaseGroup: Set<String>]
    private(set) var findings: [Finding] = []

    init(manifest: Manifest) {
        var names: [CaseGroup: Set<String>] = [:]
        for group in CaseGroup.allCases {
            names[group] = Set(manifest[group].lazy.map(\.name))
        }
        self.names = names
    }

    /// The resolved trace, or `nil` (with findings) when the line is malformed or names something undeclared.
    mutating func resolve(_ node: YAMLNode) -> AcceptanceTrace? {
        let text = node.scalar ?? ""
        let syntax: TraceSyntax
        switch TraceParser.parse(text) {
        case .failure(let failure):
            findings.append(Finding(.traceMalformed, failure.message, at: node.location(ofScalarOffset: failure.offset)))
            return nil
        case .success(let parsed):
            syntax = parsed
        }
        var resolved = true
        func name(_ term: TraceSyntax.Term, in group: CaseGroup, rule: ManifestRule) -> TraceName {
            let location = node.location(ofScalarOffset: term.offset)
            if !(names[group]?.contains(term.name) ?? false) {
                resolved = false
                unknown(term.name, group: group, rule: rule, at: location)
            }
            return TraceName(term.name, detail: term.detail, at: location)
        }
        let from = name(syntax.from, in: .states, rule: .traceUnknownState)
        let to = name(syntax.to, in: .states, rule: .traceUnknownState)
        let signalLocation = node.location(ofScalarOffset: syntax.signal.offset)
        let signalKind = kind(of: syntax.signal.name, written: syntax.signalKind, at: signalLocation)
        if signalKind == nil { resolved = false }
        var effects: [TraceName] = []
        var cancellations: [TraceName] = []
        var outputs: [TraceName] = []
        var routes: [TraceName] = []
        for request in syntax.requests {
            switch request.kind {
            case .effect: effects.append(name(request.term, in: .effects, rule: .traceUnknownEffect))
            case .cancel: cancellations.append(name(request.term, in: .effects, rule: .traceUnknownEffect))
            case .output: outputs.append(name(request.term, in: .outputs, rule: .traceUnknownOutput))
            case .route: routes.append(name(request.term, in: .routes, rule: .traceUnknownRoute))
            }
        }
        guard resolved, let signalKind else { return nil }
        let signal = TraceSignal(
            name: syntax.signal.name, kind: signalKind, detail: syntax.signal.detail, location: signalLocation)
        return AcceptanceTrace(
            text: text, location: node.location, from: from, signal: signal, to: to, effects: effects,
            cancellations: cancellations, outputs: outputs, routes: routes)
    }

    private mutating func kind(of signal: String, written: TraceSignal.Kind?, at location: SourceLocation)
        -> TraceSignal.Kind?
    {
        let isIntent = names[.intents]?.contains(signal) ?? false
        let isEvent = names[.events]?.contains(signal) ?? false
        switch written {
        case .intent?:
            if isIntent { return .intent }
            unknown(signal, group: .intents, rule: .traceUnknownSignal, at: location)
            return nil
        case .event?:
            if isEvent { return .event }
            unknown(signal, group: .events, rule: .traceUnknownSignal, at: location)
            return nil
        case nil:
            if isIntent && isEvent {
                findings.append(
                    Finding(
                        .traceAmbiguousSignal,
                        "'\(signal)' is both an intent and an event; the trace uses the intent (write 'event:\(signal)' "
                            + "or 'intent:\(signal)' to choose)", at: location))
            }
            if isIntent { return .intent }
            if isEvent { return .event }
            let candidates = (names[.intents] ?? []).union(names[.events] ?? [])
            findings.append(
                Finding(
                    .traceUnknownSignal,
                    "unknown signal '\(signal)': it is neither a declared intent nor event"
                        + EditDistance.hint(for: signal, among: candidates.sorted()), at: location))
            return nil
        }
    }

    private mutating func unknown(_ name: String, group: CaseGroup, rule: ManifestRule, at location: SourceLocation) {
        let candidates = (names[group] ?? []).sorted()
        findings.append(
            Finding(
                rule, "unknown \(group.singular) '\(name)'; declare it under '\(group.rawValue)'"
                    + EditDistance.hint(for: name, among: candidates), at: location))
    }
}
