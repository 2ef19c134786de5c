/// Resolves the names of parsed acceptance traces (``ParsedTraces``) against a manifest's declared cases.
///
/// A signal resolves to an intent or an event. A name declared as both resolves to the intent, with a warning;
/// write `event:name` (or `intent:name`) to choose explicitly.
struct TraceResolver {
    /// Each group's names and where each is first declared (coverage is kept per first declaration).
    private let states: CaseNames
    private let intents: CaseNames
    private let events: CaseNames
    private let effects: CaseNames
    private let outputs: CaseNames
    private let routes: CaseNames
    /// Coverage with nothing recorded yet.
    private let noCoverage: CaseCoverage

    init(manifest: Manifest) {
        states = CaseNames(manifest.states)
        intents = CaseNames(manifest.intents)
        events = CaseNames(manifest.events)
        effects = CaseNames(manifest.effects)
        outputs = CaseNames(manifest.outputs)
        routes = CaseNames(manifest.routes)
        noCoverage = CaseCoverage(
            states: manifest.states, stateNames: states, effects: manifest.effects, effectNames: effects)
    }

    /// The names declared in `group`.
    func names(in group: CaseGroup) -> CaseNames {
        switch group {
        case .states: states
        case .intents: intents
        case .events: events
        case .effects: effects
        case .outputs: outputs
        case .routes: routes
        }
    }

    /// Whether `name` is declared in `group` (read in place: `names(in:)` would copy the names).
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

    /// What resolving a manifest's parsed traces gives.
    struct Resolution {
        /// The traces that resolved, in order.
        var traces: [AcceptanceTrace]
        /// The findings about the lines: the malformed ones', then the undeclared names' (reporting puts them
        /// in file order).
        var findings: [Finding]
        /// What the resolved traces leave, reach and request.
        var coverage: CaseCoverage
    }

    /// What checking traces found and recorded.
    private struct Report {
        var findings: [Finding] = []
        var coverage: CaseCoverage
        /// The current trace's effects' indexes (kept to reuse its storage).
        var effectIndexes: [Int] = []
    }

    /// Checks every trace's names and keeps those that resolve, their signal kinds decided. The traces are taken
    /// from `parsed`, so they are changed in place rather than copied.
    func resolve(_ parsed: inout ParsedTraces) -> Resolution {
        var traces = parsed.takeDrafts()
        var report = Report(coverage: noCoverage)
        var kept = 0
        for index in traces.indices {
            // In place (inout): passing `traces[index]` by value would copy the trace and retain all it holds.
            guard let kind = check(&traces[index], written: parsed.writtenKinds[index], into: &report) else { continue }
            if kept != index { traces.swapAt(kept, index) }
            traces[kept].signal.kind = kind
            kept += 1
        }
        traces.removeLast(traces.count - kept)
        return Resolution(traces: traces, findings: parsed.malformed + report.findings, coverage: report.coverage)
    }

    /// Checks every name in the trace against the declared cases, reporting what is undeclared; for a trace that
    /// resolves, records its coverage and returns its signal's kind.
    private func check(
        _ trace: inout AcceptanceTrace, written: TraceSignal.Kind?, into report: inout Report
    ) -> TraceSignal.Kind? {
        var resolved = true
        // Each state and effect is looked up once: the index found both resolves the name and records coverage.
        func index(of name: borrowing TraceName, in names: CaseNames, group: CaseGroup, rule: ManifestRule) -> Int? {
            if let index = names.firstIndex(of: name.name) { return index }
            unknown(name.name, group: group, rule: rule, at: name.location, into: &report)
            resolved = false
            return nil
        }
        func check(_ names: [TraceName], in group: CaseGroup, rule: ManifestRule) {
            for name in names where !self.check(name.name, at: name.location, in: group, rule: rule, into: &report) {
                resolved = false
            }
        }
        let from =
            trace.isFromAnyState
            ? CaseCoverage.anyState : index(of: trace.from, in: states, group: .states, rule: .traceUnknownState)
        let to =
            trace.keepsState
            ? CaseCoverage.keptState : index(of: trace.to, in: states, group: .states, rule: .traceUnknownState)
        let kind = kind(of: trace.signal.name, at: trace.signal.location, written: written, into: &report)
        report.effectIndexes.removeAll(keepingCapacity: true)
        for effect in trace.effects {
            if let index = index(of: effect, in: effects, group: .effects, rule: .traceUnknownEffect) {
                report.effectIndexes.append(index)
            }
        }
        check(trace.cancellations, in: .effects, rule: .traceUnknownEffect)
        check(trace.outputs, in: .outputs, rule: .traceUnknownOutput)
        check(trace.routes, in: .routes, rule: .traceUnknownRoute)
        guard resolved, let kind, let from, let to else { return nil }
        report.coverage.record(from: from, to: to, effects: report.effectIndexes)
        return kind
    }

    /// The coverage of traces resolved elsewhere (built in code).
    func coverage(of traces: [AcceptanceTrace]) -> CaseCoverage {
        var coverage = noCoverage
        for trace in traces {
            coverage.record(
                from: trace.from.name, to: trace.to.name, effects: trace.effects.lazy.map(\.name), states: states,
                effectNames: effects)
        }
        return coverage
    }

    /// Whether the name is declared in `group`; an undeclared name is reported (and only then located).
    private func check(
        _ name: String, at location: @autoclosure () -> SourceLocation, in group: CaseGroup, rule: ManifestRule,
        into report: inout Report
    ) -> Bool {
        guard declares(name, in: group) else {
            unknown(name, group: group, rule: rule, at: location(), into: &report)
            return false
        }
        return true
    }

    /// Whether the signal is an intent or an event (`nil`, reported, when it is neither as written).
    private func kind(
        of signal: String, at signalLocation: @autoclosure () -> SourceLocation, written: TraceSignal.Kind?,
        into report: inout Report
    ) -> TraceSignal.Kind? {
        var location: SourceLocation { signalLocation() }
        let isIntent = intents.contains(signal)
        let isEvent = events.contains(signal)
        switch written {
        case .intent?:
            if isIntent { return .intent }
            unknown(signal, group: .intents, rule: .traceUnknownSignal, at: location, into: &report)
            return nil
        case .event?:
            if isEvent { return .event }
            unknown(signal, group: .events, rule: .traceUnknownSignal, at: location, into: &report)
            return nil
        case nil:
            if isIntent && isEvent {
                report.findings.append(
                    Finding(
                        .traceAmbiguousSignal,
                        "'\(signal)' is both an intent and an event; the trace uses the intent (write "
                            + "'event:\(signal)' "
                            + "or 'intent:\(signal)' to choose)", at: location))
            }
            if isIntent { return .intent }
            if isEvent { return .event }
            let candidates = Set(intents.names).union(events.names)
            report.findings.append(
                Finding(
                    .traceUnknownSignal,
                    "unknown signal '\(signal)': it is neither a declared intent nor event"
                        + EditDistance.hint(for: signal, among: candidates.sorted()), at: location))
            return nil
        }
    }

    private func unknown(
        _ name: String, group: CaseGroup, rule: ManifestRule, at location: SourceLocation, into report: inout Report
    ) {
        let candidates = names(in: group).names.sorted()
        report.findings.append(
            Finding(
                rule,
                "unknown \(group.singular) '\(name)'; declare it under '\(group.rawValue)'"
                    + EditDistance.hint(for: name, among: candidates), at: location))
    }
}
