/// Parses acceptance-trace scalars and resolves every name against a manifest's declared cases.
///
/// A signal resolves to an intent or an event. A name declared as both resolves to the intent, with a warning;
/// write `event:name` (or `intent:name`) to choose explicitly.
struct TraceResolver {
    private let states: Set<String>
    private let intents: Set<String>
    private let events: Set<String>
    private let effects: Set<String>
    private let outputs: Set<String>
    private let routes: Set<String>
    private(set) var findings: [Finding] = []

    init(manifest: Manifest) {
        states = Set(manifest.states.lazy.map(\.name))
        intents = Set(manifest.intents.lazy.map(\.name))
        events = Set(manifest.events.lazy.map(\.name))
        effects = Set(manifest.effects.lazy.map(\.name))
        outputs = Set(manifest.outputs.lazy.map(\.name))
        routes = Set(manifest.routes.lazy.map(\.name))
    }

    private func names(_ group: CaseGroup) -> Set<String> {
        switch group {
        case .states: states
        case .intents: intents
        case .events: events
        case .effects: effects
        case .outputs: outputs
        case .routes: routes
        }
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
        let locator = ScalarLocator(node)
        func name(_ term: TraceSyntax.Term, in group: CaseGroup, rule: ManifestRule) -> TraceName {
            let location = locator.location(ofOffset: term.offset)
            if !names(group).contains(term.name) {
                resolved = false
                unknown(term.name, group: group, rule: rule, at: location)
            }
            return TraceName(term.name, detail: term.detail, at: location)
        }
        let from = name(syntax.from, in: .states, rule: .traceUnknownState)
        let to = name(syntax.to, in: .states, rule: .traceUnknownState)
        let signalLocation = locator.location(ofOffset: syntax.signal.offset)
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
        let isIntent = intents.contains(signal)
        let isEvent = events.contains(signal)
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
            let candidates = intents.union(events)
            findings.append(
                Finding(
                    .traceUnknownSignal,
                    "unknown signal '\(signal)': it is neither a declared intent nor event"
                        + EditDistance.hint(for: signal, among: candidates.sorted()), at: location))
            return nil
        }
    }

    private mutating func unknown(_ name: String, group: CaseGroup, rule: ManifestRule, at location: SourceLocation) {
        let candidates = names(group).sorted()
        findings.append(
            Finding(
                rule, "unknown \(group.singular) '\(name)'; declare it under '\(group.rawValue)'"
                    + EditDistance.hint(for: name, among: candidates), at: location))
    }
}
