/// Parses acceptance-trace scalars and resolves every name against a manifest's declared cases.
///
/// A signal resolves to an intent or an event. A name declared as both resolves to the intent, with a warning;
/// write `event:name` (or `intent:name`) to choose explicitly.
struct TraceResolver {
    /// Each group's names and where each is first declared (coverage is kept per first declaration).
    private let states: NameTable
    private let intents: NameTable
    private let events: NameTable
    private let effects: NameTable
    private let outputs: NameTable
    private let routes: NameTable
    /// Coverage with nothing recorded yet.
    private let noCoverage: TraceCoverage

    init(manifest: Manifest) {
        states = NameTable(manifest.states)
        intents = NameTable(manifest.intents)
        events = NameTable(manifest.events)
        effects = NameTable(manifest.effects)
        outputs = NameTable(manifest.outputs)
        routes = NameTable(manifest.routes)
        noCoverage = TraceCoverage(
            states: manifest.states, stateTable: states, effects: manifest.effects, effectTable: effects)
    }

    /// The names declared in `group`.
    func names(in group: CaseGroup) -> NameTable {
        switch group {
        case .states: states
        case .intents: intents
        case .events: events
        case .effects: effects
        case .outputs: outputs
        case .routes: routes
        }
    }

    /// Whether `name` is declared in `group`. (Not `names(in:).contains`: that copies the table, and both threads
    /// resolving traces would update its storage's shared reference counts for every name.)
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

    /// At least this many lines are checked in two halves at once.
    static let halvingThreshold = 1_024

    /// What resolving a manifest's trace lines gives.
    struct Resolution {
        /// The traces that resolved, in order.
        var traces: [AcceptanceTrace]
        /// The findings about every line, in order.
        var findings: [Finding]
        /// What the resolved traces leave, reach and request.
        var coverage: TraceCoverage
    }

    /// What checking one line decided.
    private enum Verdict {
        /// The line is not a trace (it has no draft).
        case malformed
        /// The line names something undeclared: its draft is dropped.
        case unresolved
        /// Every name is declared; the signal is of this kind.
        case resolved(TraceSignal.Kind)
    }

    /// What checking lines found and recorded.
    private struct Report {
        var findings: [Finding] = []
        var coverage: TraceCoverage
    }

    /// Checks every line's names (many lines in two halves at once) and keeps the drafts of the lines that resolve,
    /// their signal kinds decided. The drafts are taken from `parsed`, so they are changed in place rather than
    /// copied.
    ///
    /// Checking reads this resolver without changing it, so the tables are read in place by both halves; what
    /// checking finds goes to each half's own ``Report``.
    func resolve(_ parsed: inout ParsedTraces) -> Resolution {
        let lines = parsed.lines
        var report = Report(coverage: noCoverage)
        let verdicts = [Verdict](unsafeUninitializedCapacity: lines.count) { buffer, initialized in
            /// Checks lines[range], writing their verdicts at the same indexes.
            func checkLines(_ range: Range<Int>) -> Report {
                var report = Report(coverage: noCoverage)
                lines.withUnsafeBufferPointer { lines in
                    for index in range {
                        (buffer.baseAddress! + index).initialize(to: self.check(lines.baseAddress! + index, into: &report))
                    }
                }
                return report
            }
            if lines.count < Self.halvingThreshold {
                report = checkLines(0..<lines.count)
            } else {
                let middle = lines.count / 2
                let (first, second) = bothAtOnce({ checkLines(0..<middle) }, { checkLines(middle..<lines.count) })
                report = first
                report.findings += second.findings
                report.coverage.formUnion(second.coverage)
            }
            initialized = lines.count
        }
        var traces = parsed.takeDrafts()
        var kept = 0
        var draft = 0
        for verdict in verdicts {
            switch verdict {
            case .malformed: continue
            case .unresolved: break
            case .resolved(let kind):
                if kept != draft { traces.swapAt(kept, draft) }
                traces[kept].signal.kind = kind
                kept += 1
            }
            draft += 1
        }
        traces.removeLast(traces.count - kept)
        return Resolution(traces: traces, findings: report.findings, coverage: report.coverage)
    }

    /// Checks every name in the line against the declared cases, reporting what is malformed or undeclared, and
    /// records a resolving line's coverage.
    ///
    /// The line is read in place: a copy of it would hold the file's path, whose reference count both halves would
    /// then update from two cores for every line.
    private func check(_ line: UnsafePointer<ParsedTraceLine>, into report: inout Report) -> Verdict {
        let syntax: TraceSyntax
        switch line.pointee.syntax {
        case .failure(let failure):
            report.findings.append(
                Finding(.traceMalformed, failure.message, at: line.pointee.locator.location(ofOffset: failure.offset)))
            return .malformed
        case .success(let parsed):
            syntax = parsed
        }
        let locator = Locator(line)
        var resolved = check(syntax.from, in: .states, rule: .traceUnknownState, locator, into: &report)
        resolved = check(syntax.to, in: .states, rule: .traceUnknownState, locator, into: &report) && resolved
        let kind = kind(of: syntax.signal, written: syntax.signalKind, locator, into: &report)
        for request in syntax.requests {
            let (group, rule): (CaseGroup, ManifestRule) =
                switch request.kind {
                case .effect, .cancel: (.effects, .traceUnknownEffect)
                case .output: (.outputs, .traceUnknownOutput)
                case .route: (.routes, .traceUnknownRoute)
                }
            resolved = check(request.term, in: group, rule: rule, locator, into: &report) && resolved
        }
        guard resolved, let kind else { return .unresolved }
        report.coverage.record(
            from: syntax.from.name, to: syntax.to.name,
            effects: syntax.requests.lazy.filter { $0.kind == .effect }.map(\.term.name), states: states,
            effectTable: effects)
        return .resolved(kind)
    }

    /// The coverage of traces resolved elsewhere (built in code).
    func coverage(of traces: [AcceptanceTrace]) -> TraceCoverage {
        var coverage = noCoverage
        for trace in traces {
            coverage.record(
                from: trace.from.name, to: trace.to.name, effects: trace.effects.lazy.map(\.name), states: states,
                effectTable: effects)
        }
        return coverage
    }

    /// Finds locations in a line only when a finding needs one.
    private struct Locator {
        let line: UnsafePointer<ParsedTraceLine>
        init(_ line: UnsafePointer<ParsedTraceLine>) { self.line = line }
        func location(ofOffset offset: Int) -> SourceLocation { line.pointee.locator.location(ofOffset: offset) }
    }

    /// Whether the term names a case declared in `group`; an undeclared name is reported.
    private func check(
        _ term: TraceSyntax.Term, in group: CaseGroup, rule: ManifestRule, _ locator: Locator,
        into report: inout Report
    ) -> Bool {
        guard declares(term.name, in: group) else {
            unknown(term.name, group: group, rule: rule, at: locator.location(ofOffset: term.offset), into: &report)
            return false
        }
        return true
    }

    /// Whether the signal is an intent or an event (`nil`, reported, when it is neither as written).
    private func kind(
        of term: TraceSyntax.Term, written: TraceSignal.Kind?, _ locator: Locator, into report: inout Report
    ) -> TraceSignal.Kind? {
        let signal = term.name
        var location: SourceLocation { locator.location(ofOffset: term.offset) }
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
                        "'\(signal)' is both an intent and an event; the trace uses the intent (write 'event:\(signal)' "
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
                rule, "unknown \(group.singular) '\(name)'; declare it under '\(group.rawValue)'"
                    + EditDistance.hint(for: name, among: candidates), at: location))
    }
}
