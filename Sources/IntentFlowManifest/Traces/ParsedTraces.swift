/// Acceptance-trace lines parsed into the traces they describe, whose names are not yet checked against the
/// declared cases (``TraceResolver`` does that, and decides each signal's kind).
struct ParsedTraces {
    /// One trace for each line that parsed, in order. A signal's kind is the written one (intent when none is
    /// written) until resolution decides it.
    private(set) var drafts: [AcceptanceTrace] = []
    /// For each draft, the kind written before its signal (`intent:` or `event:`), if one was.
    private(set) var writtenKinds: [TraceSignal.Kind?] = []
    /// Why each line that did not parse is not a trace, in order.
    private(set) var malformed: [Finding] = []
    /// How many lines were written.
    private(set) var lineCount = 0
    /// Whether arguments are read as values (schema 0.2); in schema 0.1 they stay free text.
    let readsValues: Bool

    /// No lines yet; room for `capacity` of them.
    init(reservingCapacity capacity: Int = 0, readsValues: Bool = true) {
        self.readsValues = readsValues
        drafts.reserveCapacity(capacity)
        writtenKinds.reserveCapacity(capacity)
    }

    /// Parses trace scalars, in order.
    init(parsing nodes: [YAMLNode], readsValues: Bool = true) {
        self.init(reservingCapacity: nodes.count, readsValues: readsValues)
        for node in nodes { add(node) }
    }

    /// Parses one trace scalar.
    mutating func add(_ node: YAMLNode) {
        add(node.scalar ?? "", at: node.location, locator: ScalarLocator(node))
    }

    /// Parses one line written at `location`; `locator` maps offsets in it to the file.
    mutating func add(_ text: String, at location: SourceLocation, locator: ScalarLocator) {
        lineCount += 1
        guard text.utf8.count <= ManifestLimits.traceBytes else {
            malformed.append(
                Finding(
                    .limitExceeded,
                    "this trace is \(text.utf8.count) bytes, more than the limit of \(ManifestLimits.traceBytes); "
                        + "split it into shorter traces", at: location))
            return
        }
        let line = Self.parse(text, at: location, locator: locator, readsValues: readsValues)
        switch consume line {
        case .trace(let trace, let kind):
            drafts.append(trace)
            writtenKinds.append(kind)
        case .malformed(let finding):
            malformed.append(finding)
        }
    }

    /// The built traces, handed over without a copy (this value keeps none).
    mutating func takeDrafts() -> [AcceptanceTrace] {
        var taken: [AcceptanceTrace] = []
        swap(&taken, &drafts)
        return taken
    }

    /// What one line is.
    enum Line {
        /// A trace, and the kind written before its signal.
        case trace(AcceptanceTrace, TraceSignal.Kind?)
        /// Not a trace: why, located.
        case malformed(Finding)
    }

    /// Parses a line and builds its trace, every name located in the file; `readsValues` reads the arguments in
    /// parentheses as values (schema 0.2).
    static func parse(
        _ text: String, at location: SourceLocation, locator: ScalarLocator, readsValues: Bool = true
    ) -> Line {
        let syntax: TraceSyntax
        switch TraceParser.parse(text) {
        case .failure(let failure):
            return .malformed(
                Finding(.traceMalformed, failure.message, at: locator.location(ofOffset: failure.offset)))
        case .success(let parsed):
            syntax = parsed
        }
        guard readsValues else {
            if let offset = syntax.conditionOffset {
                return .malformed(
                    Finding(
                        .traceMalformed, "a 'where' guard needs schemaVersion \"0.2\" (names are bound only in 0.2)",
                        at: locator.location(ofOffset: offset)))
            }
            return build(syntax, text: text, at: location, locator: locator, values: nil)
        }
        do throws(TraceSyntax.Failure) {
            let values = try TraceValues(syntax, locator: locator)
            return build(syntax, text: text, at: location, locator: locator, values: values)
        } catch {
            return .malformed(Finding(.traceMalformed, error.message, at: locator.location(ofOffset: error.offset)))
        }
    }

    /// The trace `syntax` describes, with the arguments `values` read (`nil`: none are read).
    private static func build(
        _ syntax: TraceSyntax, text: String, at location: SourceLocation, locator: ScalarLocator, values: TraceValues?
    ) -> Line {
        var effects: [TraceName] = []
        var cancellations: [TraceName] = []
        var outputs: [TraceName] = []
        var routes: [TraceName] = []
        for index in syntax.requests.indices {
            var name = Self.name(syntax.requests[index].term, locator)
            name.arguments = values?.requests[index] ?? []
            switch syntax.requests[index].kind {
            case .effect: Self.add(name, to: &effects)
            case .cancel: Self.add(name, to: &cancellations)
            case .output: Self.add(name, to: &outputs)
            case .route: Self.add(name, to: &routes)
            }
        }
        let signal = TraceSignal(
            name: syntax.signal.name, kind: syntax.signalKind ?? .intent, detail: syntax.signal.detail,
            arguments: values?.signal ?? [], location: locator.location(ofOffset: syntax.signal.offset))
        var from = Self.name(syntax.from, locator)
        from.arguments = values?.from ?? []
        var to = Self.name(syntax.to, locator)
        to.arguments = values?.to ?? []
        let trace = AcceptanceTrace(
            text: text, location: location, from: from, signal: signal, to: to, effects: effects,
            cancellations: cancellations, outputs: outputs, routes: routes)
        if let condition = syntax.condition, let offset = syntax.conditionOffset {
            var trace = trace
            trace.condition = TraceExpressionScanner.expression(condition, at: offset, locator)
            return .trace(trace, syntax.signalKind)
        }
        return .trace(trace, syntax.signalKind)
    }

    /// Appends `name`; a list's first name makes a one-element array directly (most lists hold one), which is
    /// cheaper than growing an empty one.
    private static func add(_ name: consuming TraceName, to names: inout [TraceName]) {
        if names.isEmpty {
            names = [name]
        } else {
            names.append(name)
        }
    }

    /// A term of a trace, located in the file.
    private static func name(_ term: borrowing TraceSyntax.Term, _ locator: borrowing ScalarLocator) -> TraceName {
        TraceName(term.name, detail: term.detail, at: locator.location(ofOffset: term.offset))
    }
}
