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
    private(set) var findings: [Finding] = []
    /// What the traces resolved so far leave, reach and request.
    private(set) var coverage: TraceCoverage
    /// The path put in locations, when this resolver works on its own copy of it.
    private var file: String?

    init(manifest: Manifest) {
        states = NameTable(manifest.states)
        intents = NameTable(manifest.intents)
        events = NameTable(manifest.events)
        effects = NameTable(manifest.effects)
        outputs = NameTable(manifest.outputs)
        routes = NameTable(manifest.routes)
        coverage = TraceCoverage(
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

    /// Lines resolving at least this many traces are resolved in two halves at once.
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

    /// Resolves every line with a fresh copy of this resolver; many lines are resolved in two halves at once, each
    /// half writing its traces straight into the result.
    func resolve(_ lines: [ParsedTraceLine]) -> Resolution {
        var findings: [Finding] = []
        var coverage = self.coverage
        let traces = [AcceptanceTrace](unsafeUninitializedCapacity: lines.count) { buffer, initialized in
            /// Resolves lines[range], writing its traces from buffer[range.lowerBound]; returns how many it wrote.
            func resolve(_ range: Range<Int>) -> (count: Int, findings: [Finding], coverage: TraceCoverage) {
                var resolver = self
                resolver.findings = []
                if range.lowerBound > 0 {
                    resolver.file = SplitManifestLoader.unshared(lines[range.lowerBound].location.file)
                }
                var count = 0
                for index in range {
                    if let trace = resolver.resolve(lines[index]) {
                        (buffer.baseAddress! + range.lowerBound + count).initialize(to: trace)
                        count += 1
                    }
                }
                return (count, resolver.findings, resolver.coverage)
            }
            guard lines.count >= Self.halvingThreshold else {
                let whole = resolve(0..<lines.count)
                (initialized, findings, coverage) = whole
                return
            }
            let middle = lines.count / 2
            let (first, second) = bothAtOnce({ resolve(0..<middle) }, { resolve(middle..<lines.count) })
            if second.count > 0, first.count < middle {
                (buffer.baseAddress! + first.count).moveInitialize(from: buffer.baseAddress! + middle, count: second.count)
            }
            initialized = first.count + second.count
            findings = first.findings + second.findings
            coverage = first.coverage
            coverage.formUnion(second.coverage)
        }
        return Resolution(traces: traces, findings: findings, coverage: coverage)
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
        let signalLocation = location(syntax.signal.offset, locator)
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
        coverage.record(from: syntax.from.name, to: syntax.to.name, effects: effects, states: states, effectTable: self.effects)
        let signal = TraceSignal(
            name: syntax.signal.name, kind: signalKind, detail: syntax.signal.detail, location: signalLocation)
        return AcceptanceTrace(
            text: line.text, location: relocated(line.location), from: from, signal: signal, to: to, effects: effects,
            cancellations: cancellations, outputs: outputs, routes: routes)
    }

    /// Records a trace resolved elsewhere (built in code) in ``coverage``.
    mutating func record(_ trace: AcceptanceTrace) {
        coverage.record(
            from: trace.from.name, to: trace.to.name, effects: trace.effects, states: states, effectTable: effects)
    }

    /// Where the character at `offset` of the line is, in this resolver's copy of the path when it has one.
    private func location(_ offset: Int, _ locator: ScalarLocator) -> SourceLocation {
        guard let file else { return locator.location(ofOffset: offset) }
        return locator.location(ofOffset: offset, file: file)
    }

    /// `location` in this resolver's copy of the path when it has one.
    private func relocated(_ location: SourceLocation) -> SourceLocation {
        guard let file else { return location }
        return SourceLocation(file: file, line: location.line, column: location.column)
    }

    /// The name located in the line; an undeclared name is reported and clears `resolved`.
    private mutating func name(
        _ term: TraceSyntax.Term, in group: CaseGroup, rule: ManifestRule, locator: ScalarLocator, resolved: inout Bool
    ) -> TraceName {
        let location = location(term.offset, locator)
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
            let candidates = Set(intents.names).union(events.names)
            findings.append(
                Finding(
                    .traceUnknownSignal,
                    "unknown signal '\(signal)': it is neither a declared intent nor event"
                        + EditDistance.hint(for: signal, among: candidates.sorted()), at: location))
            return nil
        }
    }

    private mutating func unknown(_ name: String, group: CaseGroup, rule: ManifestRule, at location: SourceLocation) {
        let candidates = names(in: group).names.sorted()
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
        self.init(text: node.scalar ?? "", location: node.location, locator: ScalarLocator(node))
    }

    /// Parses a trace written at `location`.
    init(text: String, location: SourceLocation, locator: ScalarLocator) {
        self.text = text
        self.location = location
        self.locator = locator
        syntax = TraceParser.parse(text)
    }
}

/// Which states the resolved traces leave and reach and which effects they request, kept per first declaration
/// while traces resolve, so validation need not go over the traces again.
struct TraceCoverage: Sendable {
    /// For each state, the index of the first state declared with its name.
    let stateFirst: [Int]
    /// For each effect, the index of the first effect declared with its name.
    let effectFirst: [Int]
    private(set) var left: [Bool]
    private(set) var reached: [Bool]
    private(set) var requested: [Bool]
    /// How many resolved traces were recorded.
    private(set) var traceCount = 0

    init(states: [CaseDeclaration], stateTable: NameTable, effects: [CaseDeclaration], effectTable: NameTable) {
        stateFirst = states.map { stateTable.firstIndex(of: $0.name) ?? 0 }
        effectFirst = effects.map { effectTable.firstIndex(of: $0.name) ?? 0 }
        left = Array(repeating: false, count: states.count)
        reached = left
        requested = Array(repeating: false, count: effects.count)
    }

    /// Records one resolved trace (every name in it is declared).
    mutating func record(from: String, to: String, effects: [TraceName], states: NameTable, effectTable: NameTable) {
        traceCount += 1
        if let index = states.firstIndex(of: from) { left[index] = true }
        if to != from, let index = states.firstIndex(of: to) { reached[index] = true }
        for effect in effects {
            if let index = effectTable.firstIndex(of: effect.name) { requested[index] = true }
        }
    }

    /// Adds what another resolver of the same manifest recorded.
    mutating func formUnion(_ other: TraceCoverage) {
        traceCount += other.traceCount
        for index in left.indices {
            left[index] = left[index] || other.left[index]
            reached[index] = reached[index] || other.reached[index]
        }
        for index in requested.indices { requested[index] = requested[index] || other.requested[index] }
    }

    /// Whether a trace leaves the state declared at `index`.
    func isLeft(state index: Int) -> Bool { left[stateFirst[index]] }
    /// Whether a trace reaches the state declared at `index` (from another state).
    func isReached(state index: Int) -> Bool { reached[stateFirst[index]] }
    /// Whether a trace requests the effect declared at `index`.
    func isRequested(effect index: Int) -> Bool { requested[effectFirst[index]] }
}
