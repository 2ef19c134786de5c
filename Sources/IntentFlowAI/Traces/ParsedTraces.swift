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

    /// Parses a trace scalar, naming its file with `file` (an equal string the calling thread has to itself).
    init(_ node: YAMLNode, file: String) {
        let location = SourceLocation(file: file, line: node.location.line, column: node.location.column)
        self.init(text: node.scalar ?? "", location: location, locator: ScalarLocator(node).relocated(to: file))
    }

    /// Parses a trace written at `location`.
    init(text: String, location: SourceLocation, locator: ScalarLocator) {
        self.text = text
        self.location = location
        self.locator = locator
        syntax = TraceParser.parse(text)
    }
}

/// Acceptance-trace lines, parsed, with the trace each well-formed line describes already built but its names not
/// yet checked against the declared cases.
///
/// Building a trace (its names, their locations and request lists) needs no cases, and it is most of what resolving
/// costs; checking the names is a few table lookups. So a large manifest's traces are built on the thread that
/// parsed them while its cases are still being read, and only the checks wait for the cases.
struct ParsedTraces {
    /// The lines, in order.
    private(set) var lines: [ParsedTraceLine]
    /// One trace for each line that parsed, in order. A signal's kind is the written one (intent when none is
    /// written) until resolution decides it.
    private(set) var drafts: [AcceptanceTrace]

    /// Builds the trace of every line that parsed, on this thread.
    init(_ lines: [ParsedTraceLine]) {
        self.lines = lines
        drafts = []
        drafts.reserveCapacity(lines.count)
        for line in lines {
            guard case .success(let syntax) = line.syntax else { continue }
            drafts.append(Self.draft(syntax, of: line))
        }
    }

    /// Parses trace scalars and builds their traces; many nodes are taken in two halves at once, each half writing
    /// straight into the results and naming the file with its own copy of the path.
    init(parsing nodes: [YAMLNode]) {
        var drafts: [AcceptanceTrace] = []
        lines = [ParsedTraceLine](unsafeUninitializedCapacity: nodes.count) { lines, initialized in
            drafts = [AcceptanceTrace](unsafeUninitializedCapacity: nodes.count) { drafts, built in
                /// Parses nodes[range] into lines at the same indexes and builds their traces from
                /// drafts[range.lowerBound]; returns how many it built.
                func parse(_ range: Range<Int>) -> Int {
                    guard let first = range.first else { return 0 }
                    let file = SplitManifestLoader.unshared(nodes[first].location.file)
                    var count = 0
                    for index in range {
                        let line = ParsedTraceLine(nodes[index], file: file)
                        if case .success(let syntax) = line.syntax {
                            (drafts.baseAddress! + range.lowerBound + count).initialize(to: Self.draft(syntax, of: line))
                            count += 1
                        }
                        (lines.baseAddress! + index).initialize(to: line)
                    }
                    return count
                }
                guard nodes.count >= TraceResolver.halvingThreshold else {
                    built = parse(0..<nodes.count)
                    return
                }
                let middle = nodes.count / 2
                let (first, second) = bothAtOnce({ parse(0..<middle) }, { parse(middle..<nodes.count) })
                if second > 0, first < middle {
                    (drafts.baseAddress! + first).moveInitialize(from: drafts.baseAddress! + middle, count: second)
                }
                built = first + second
            }
            initialized = nodes.count
        }
        self.drafts = drafts
    }

    /// Adds `other`'s lines and traces after these.
    mutating func append(_ other: ParsedTraces) {
        lines += other.lines
        drafts += other.drafts
    }

    /// The built traces, handed over without a copy (this value keeps none).
    mutating func takeDrafts() -> [AcceptanceTrace] {
        var taken: [AcceptanceTrace] = []
        swap(&taken, &drafts)
        return taken
    }

    /// The trace a parsed line describes, every name located in the file.
    private static func draft(_ syntax: TraceSyntax, of line: ParsedTraceLine) -> AcceptanceTrace {
        let locator = line.locator
        func named(_ term: TraceSyntax.Term) -> TraceName {
            TraceName(term.name, detail: term.detail, at: locator.location(ofOffset: term.offset))
        }
        var effects: [TraceName] = []
        var cancellations: [TraceName] = []
        var outputs: [TraceName] = []
        var routes: [TraceName] = []
        for request in syntax.requests {
            switch request.kind {
            case .effect: effects.append(named(request.term))
            case .cancel: cancellations.append(named(request.term))
            case .output: outputs.append(named(request.term))
            case .route: routes.append(named(request.term))
            }
        }
        let signal = TraceSignal(
            name: syntax.signal.name, kind: syntax.signalKind ?? .intent, detail: syntax.signal.detail,
            location: locator.location(ofOffset: syntax.signal.offset))
        return AcceptanceTrace(
            text: line.text, location: line.location, from: named(syntax.from), signal: signal, to: named(syntax.to),
            effects: effects, cancellations: cancellations, outputs: outputs, routes: routes)
    }
}
