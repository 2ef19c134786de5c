/// Resolves the names of parsed acceptance traces (``ParsedTraces``) against a manifest's declared cases.
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

    /// At least this many traces are built, and checked, in two halves at once.
    static let halvingThreshold = 1_024

    /// What resolving a manifest's parsed traces gives.
    struct Resolution {
        /// The traces that resolved, in order.
        var traces: [AcceptanceTrace]
        /// The findings about the lines: the malformed ones', then the undeclared names' (reporting puts them
        /// in file order).
        var findings: [Finding]
        /// What the resolved traces leave, reach and request.
        var coverage: TraceCoverage
    }

    /// What checking traces found and recorded.
    private struct Report {
        var findings: [Finding] = []
        var coverage: TraceCoverage
    }

    /// Checks every trace's names (many traces in two halves at once) and keeps those that resolve, their signal
    /// kinds decided. The traces are taken from `parsed`, so they are changed in place rather than copied.
    ///
    /// Checking reads this resolver and the traces without changing them, so both halves read the name tables and
    /// the traces in place, never touching a reference count the other half shares; what checking finds goes to
    /// each half's own ``Report``.
    func resolve(_ parsed: inout ParsedTraces) -> Resolution {
        var traces = parsed.takeDrafts()
        let writtenKinds = parsed.writtenKinds
        var report = Report(coverage: noCoverage)
        // For each trace, the kind its signal resolves to, or nil when it names something undeclared.
        let kinds = traces.withUnsafeBufferPointer { drafts in
            [TraceSignal.Kind?](unsafeUninitializedCapacity: drafts.count) { kinds, initialized in
                func checkTraces(_ range: Range<Int>) -> Report {
                    var report = Report(coverage: noCoverage)
                    for index in range {
                        let kind = check(drafts.baseAddress! + index, written: writtenKinds[index], into: &report)
                        (kinds.baseAddress! + index).initialize(to: kind)
                    }
                    return report
                }
                if drafts.count < Self.halvingThreshold {
                    report = checkTraces(0..<drafts.count)
                } else {
                    let middle = drafts.count / 2
                    let (first, second) = bothAtOnce(
                        { checkTraces(0..<middle) }, { checkTraces(middle..<drafts.count) })
                    report = first
                    report.findings += second.findings
                    report.coverage.formUnion(second.coverage)
                }
                initialized = drafts.count
            }
        }
        var kept = 0
        for (index, kind) in kinds.enumerated() {
            guard let kind else { continue }
            if kept != index { traces.swapAt(kept, index) }
            traces[kept].signal.kind = kind
            kept += 1
        }
        traces.removeLast(traces.count - kept)
        return Resolution(traces: traces, findings: parsed.malformed + report.findings, coverage: report.coverage)
    }

    /// Checks every name in the trace against the declared cases, reporting what is undeclared; for a trace that
    /// resolves, records its coverage and returns its signal's kind.
    ///
    /// The trace is read in place and its names are located only when reported: a copy of a trace or a name would
    /// hold the path, whose reference count both halves would then update from two cores.
    private func check(
        _ trace: UnsafePointer<AcceptanceTrace>, written: TraceSignal.Kind?, into report: inout Report
    ) -> TraceSignal.Kind? {
        var resolved = true
        func check(
            _ name: String, at location: @autoclosure () -> SourceLocation, in group: CaseGroup, rule: ManifestRule
        ) {
            if !self.check(name, at: location(), in: group, rule: rule, into: &report) { resolved = false }
        }
        func check(_ names: [TraceName], in group: CaseGroup, rule: ManifestRule) {
            for index in names.indices { check(names[index].name, at: names[index].location, in: group, rule: rule) }
        }
        check(trace.pointee.from.name, at: trace.pointee.from.location, in: .states, rule: .traceUnknownState)
        check(trace.pointee.to.name, at: trace.pointee.to.location, in: .states, rule: .traceUnknownState)
        let kind = kind(
            of: trace.pointee.signal.name, at: trace.pointee.signal.location, written: written, into: &report)
        check(trace.pointee.effects, in: .effects, rule: .traceUnknownEffect)
        check(trace.pointee.cancellations, in: .effects, rule: .traceUnknownEffect)
        check(trace.pointee.outputs, in: .outputs, rule: .traceUnknownOutput)
        check(trace.pointee.routes, in: .routes, rule: .traceUnknownRoute)
        guard resolved, let kind else { return nil }
        report.coverage.record(
            from: trace.pointee.from.name, to: trace.pointee.to.name, effects: trace.pointee.effects.lazy.map(\.name),
            states: states, effectTable: effects)
        return kind
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

    /// Whether the name is declared in `group`; an undeclared name is reported (and only then located: reading a
    /// location copies the path both halves share).
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
