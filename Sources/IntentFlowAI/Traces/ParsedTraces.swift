/// Acceptance-trace lines parsed into the traces they describe, whose names are not yet checked against the
/// declared cases.
///
/// Building a trace (its names, their locations and request lists) needs no cases, and it is most of what resolving
/// costs; checking the names is a few table lookups. So a large manifest's traces are built on the thread that
/// parsed them while its cases are still being read, and only the checks wait for the cases. Nothing of a line is
/// kept but its trace, or why it is not one, so the parsed lines are freed on the thread that parsed them.
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

    /// No lines yet; room for `capacity` of them.
    init(reservingCapacity capacity: Int = 0) {
        drafts.reserveCapacity(capacity)
        writtenKinds.reserveCapacity(capacity)
    }

    /// Parses trace scalars; many nodes are taken in two halves at once, each half writing straight into the
    /// results and naming the file with its own copy of the path.
    init(parsing nodes: [YAMLNode]) {
        guard nodes.count >= TraceResolver.halvingThreshold else {
            self.init(reservingCapacity: nodes.count)
            for node in nodes { add(node) }
            return
        }
        self.init()
        lineCount = nodes.count
        var kinds = [TraceSignal.Kind?](repeating: nil, count: nodes.count)
        var malformed: [Finding] = []
        drafts = [AcceptanceTrace](unsafeUninitializedCapacity: nodes.count) { drafts, built in
            (built, malformed) = nodes.withUnsafeBufferPointer { nodes in
                kinds.withUnsafeMutableBufferPointer { kinds in
                    Self.parseInHalves(
                        count: nodes.count, into: drafts, kinds: kinds,
                        file: { nodes[$0].location.file },
                        line: { index, file in
                            // Read in place: a copy of the node would hold the path both halves share.
                            let node = nodes.baseAddress! + index
                            let location = SourceLocation(
                                file: file, line: node.pointee.location.line, column: node.pointee.location.column)
                            return (node.pointee.scalar ?? "", location, ScalarLocator(node.pointee).relocated(to: file))
                        })
                }
            }
        }
        kinds.removeLast(nodes.count - drafts.count)
        writtenKinds = kinds
        self.malformed = malformed
    }

    /// A line read but not parsed yet.
    struct PendingLine {
        var text: String
        var location: SourceLocation
        var locator: ScalarLocator
    }

    /// Lines read after all the parsed ones and kept to be parsed by ``parsePending()``.
    private(set) var pending: [PendingLine] = []

    /// Keeps a line written at `location` to be parsed by ``parsePending()``; only lines after every added one.
    mutating func keep(_ text: String, at location: SourceLocation, locator: ScalarLocator) {
        lineCount += 1
        pending.append(PendingLine(text: text, location: location, locator: locator))
    }

    /// Parses the kept lines (many in two halves at once) and adds their traces after the others.
    ///
    /// This is how the traces of a cut manifest are shared between the cores: the traces thread keeps the last
    /// lines it reads instead of parsing them, and both threads parse them once the pieces are joined.
    mutating func parsePending() {
        guard !pending.isEmpty else { return }
        let lines = pending
        pending = []
        guard lines.count >= TraceResolver.halvingThreshold else {
            for line in lines {
                lineCount -= 1
                add(line.text, at: line.location, locator: line.locator)
            }
            return
        }
        var earlier = takeDrafts()
        let base = earlier.count
        var kinds = writtenKinds + [TraceSignal.Kind?](repeating: nil, count: lines.count)
        var later: (count: Int, malformed: [Finding]) = (0, [])
        drafts = [AcceptanceTrace](unsafeUninitializedCapacity: base + lines.count) { drafts, built in
            Self.move(&earlier, to: drafts.baseAddress!)
            later = lines.withUnsafeBufferPointer { lines in
                kinds.withUnsafeMutableBufferPointer { kinds in
                    Self.parseInHalves(
                        count: lines.count, into: UnsafeMutableBufferPointer(rebasing: drafts[base...]),
                        kinds: UnsafeMutableBufferPointer(rebasing: kinds[base...]),
                        file: { lines[$0].location.file },
                        line: { index, file in
                            // Read in place: a copy of the line would hold the path both halves share.
                            let line = lines.baseAddress! + index
                            let location = SourceLocation(
                                file: file, line: line.pointee.location.line, column: line.pointee.location.column)
                            return (line.pointee.text, location, line.pointee.locator.relocated(to: file))
                        })
                }
            }
            built = base + later.count
        }
        kinds.removeLast(kinds.count - drafts.count)
        writtenKinds = kinds
        malformed += later.malformed
    }

    /// Parses one trace scalar.
    mutating func add(_ node: YAMLNode) {
        add(node.scalar ?? "", at: node.location, locator: ScalarLocator(node))
    }

    /// Parses one line written at `location`; `locator` maps offsets in it to the file.
    mutating func add(_ text: String, at location: SourceLocation, locator: ScalarLocator) {
        precondition(pending.isEmpty, "a line was added after lines kept for later")
        lineCount += 1
        let line = Self.parse(text, at: location, locator: locator)
        switch consume line {
        case .trace(let trace, let kind):
            drafts.append(trace)
            writtenKinds.append(kind)
        case .malformed(let finding):
            malformed.append(finding)
        }
    }

    /// Adds `other`'s lines after these (neither keeps lines for later).
    mutating func append(_ other: ParsedTraces) {
        precondition(pending.isEmpty && other.pending.isEmpty, "lines kept for later are parsed first")
        drafts += other.drafts
        writtenKinds += other.writtenKinds
        malformed += other.malformed
        lineCount += other.lineCount
    }

    /// The built traces, handed over without a copy (this value keeps none).
    mutating func takeDrafts() -> [AcceptanceTrace] {
        precondition(pending.isEmpty, "lines kept for later are parsed first")
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

    /// Parses a line and builds its trace, every name located in the file.
    static func parse(_ text: String, at location: SourceLocation, locator: ScalarLocator) -> Line {
        let syntax: TraceSyntax
        switch TraceParser.parse(text) {
        case .failure(let failure):
            return .malformed(
                Finding(.traceMalformed, failure.message, at: locator.location(ofOffset: failure.offset)))
        case .success(let parsed):
            syntax = parsed
        }
        var effects: [TraceName] = []
        var cancellations: [TraceName] = []
        var outputs: [TraceName] = []
        var routes: [TraceName] = []
        for index in syntax.requests.indices {
            let name = Self.name(syntax.requests[index].term, locator)
            switch syntax.requests[index].kind {
            case .effect: Self.add(name, to: &effects)
            case .cancel: Self.add(name, to: &cancellations)
            case .output: Self.add(name, to: &outputs)
            case .route: Self.add(name, to: &routes)
            }
        }
        let signal = TraceSignal(
            name: syntax.signal.name, kind: syntax.signalKind ?? .intent, detail: syntax.signal.detail,
            location: locator.location(ofOffset: syntax.signal.offset))
        let trace = AcceptanceTrace(
            text: text, location: location, from: Self.name(syntax.from, locator), signal: signal,
            to: Self.name(syntax.to, locator), effects: effects, cancellations: cancellations, outputs: outputs,
            routes: routes)
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
