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

    /// Whether `name` is declared in `group` (without copying the group's set).
    private func declares(_ name: String, in group: CaseGroup) -> Bool {
        switch group {
        case .states: states.contains(name)
        case .intents: intents.contains(name)
        case .events: events.contains(name)
        case .effects: effects.contains(name)
        case .outputs: outputs.contains(name)
        case .routes: routes.contains(name)
        }
    }

    /// Lines resolving at least this many traces are resolved in two halves at once.
    static let halvingThreshold = 1_024

    /// The traces that resolved, in order, and the findings about every line (a fresh resolver's findings).
    func resolve(_ lines: [ParsedTraceLine]) -> (traces: [AcceptanceTrace], findings: [Finding]) {
        func resolve(_ lines: ArraySlice<ParsedTraceLine>) -> ([AcceptanceTrace], [Finding]) {
            var resolver = self
            resolver.findings = []
            var traces: [AcceptanceTrace] = []
            traces.reserveCapacity(lines.count)
            for line in lines {
                if let trace = resolver.resolve(line) { traces.append(trace) }
            }
            return (traces, resolver.findings)
        }
        guard lines.count >= Self.halvingThreshold else { return resolve(lines[...]) }
        let middle = lines.count / 2
        let (first, second) = bothAtOnce({ resolve(lines[..<middle]) }, { resolve(lines[middle...]) })
        return (first.0 + second.0, first.1 + second.1)
    }

    /// The resolved trace, or `nil` (with findings) when the line is malformed or names something undeclared.
    mutating func resolve(_ line: ParsedTraceLine) -> AcceptanceTrace? {
        let syntax: TraceSyntax
        switch line.syntax {
        case .failure(let failure):
            findings.append(Finding(.traceMalformed, failure.message, at: line.locator.location(ofOffset: failure.offset)))
            return nil
        case .success(let parsed):
            syntax = parsed
        }
        var resolved = true
        let locator = line.locator
        let from = name(syntax.from, in: .states, rule: .traceUnknownState, locator: locator, resolved: &resolved)
        let to = name(syntax.to, in: .states, rule: .traceUnknownState, locator: locator, resolved: &resolved)
        let signalLocation = locator.location(ofOffset: syntax.signal.offset)
        let signalKind = kind(of: syntax.signal.name, written: syntax.signalKind, at: signalLocation)
        if signalKind == nil { resolved = false }
        var effects: [TraceName] = []
        var cancellations: [TraceName] = []
        var outputs: [TraceName] = []
        var routes: [TraceName] = []
        for request in syntax.requests {
            switch request.kind {
            case .effect:
                effects.append(
                    name(request.term, in: .effects, rule: .traceUnknownEffect, locator: locator, resolved: &resolved))
            case .cancel:
                cancellations.append(
                    name(request.term, in: .effects, rule: .traceUnknownEffect, locator: locator, resolved: &resolved))
            case .output:
                outputs.append(
                    name(request.term, in: .outputs, rule: .traceUnknownOutput, locator: locator, resolved: &resolved))
            case .route:
                routes.append(
                    name(request.term, in: .routes, rule: .traceUnknownRoute, locator: locator, resolved: &resolved))
            }
        }
        guard resolved, let signalKind else { return nil }
        let signal = TraceSignal(
            name: syntax.signal.name, kind: signalKind, detail: syntax.signal.detail, location: signalLocation)
        return AcceptanceTrace(
            text: line.text, location: line.location, from: from, signal: signal, to: to, effects: effects,
            cancellations: cancellations, outputs: outputs, routes: routes)
    }

    /// The name located in the line; an undeclared name is reported and clears `resolved`.
    private mutating func name(
        _ term: TraceSyntax.Term, in group: CaseGroup, rule: ManifestRule, locator: ScalarLocator, resolved: inout Bool
    ) -> TraceName {
        let location = locator.location(ofOffset: term.offset)
        if !declares(term.name, in: group) {
            resolved = false
            unknown(term.name, group: group, rule: rule, at: location)
        }
        return TraceName(term.name, detail: term.detail, at: location)
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

/// An acceptance-trace line parsed but not yet resolved: all that resolution needs, without the YAML node, so lines
/// can be parsed while the cases they name are still being read.
struct ParsedTraceLine {
    /// The line as written.
    var text: String
    /// Where the line is written.
    var location: SourceLocation
    /// Maps offsets in the line to file locations.
    var locator: ScalarLocator
    /// The parsed line, or why it is not a trace.
    var syntax: Result<TraceSyntax, TraceSyntax.Failure>

    /// Parses a trace scalar.
    init(_ node: YAMLNode) {
        text = node.scalar ?? ""
        location = node.location
        locator = ScalarLocator(node)
        syntax = TraceParser.parse(text)
    }
}
