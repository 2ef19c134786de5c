import Foundation

/// Loads `<Feature>.intentflow.yaml` files: YAML parsing (libyaml), decoding into a ``Manifest`` with every name's
/// location, acceptance-trace parsing and resolution, and validation.
public enum ManifestLoader {
    /// The schema versions this loader reads.
    public static let supportedSchemaVersions = ["0.1", "0.2"]

    /// Reads and loads a manifest file. `displayPath` is how the file is named in diagnostics (default: `url.path`).
    public static func load(contentsOf url: URL, displayPath: String? = nil, limits: YAMLLimits = .default)
        -> ManifestLoadResult
    {
        let path = displayPath ?? url.path
        let start = SourceLocation(file: path, line: 1, column: 1)
        let data: Data
        do {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                let diagnostic = Diagnostic(.unreadable, "cannot read the file: it is a directory", at: start)
                return ManifestLoadResult(manifest: nil, diagnostics: [diagnostic])
            }
            // Read at most one byte past the limit, so a device or pipe that never ends cannot exhaust memory.
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: limits.maxBytes + 1) ?? Data()
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            let diagnostic = Diagnostic(.unreadable, "cannot read the file: \(reason)", at: start)
            return ManifestLoadResult(manifest: nil, diagnostics: [diagnostic])
        }
        if data.count > limits.maxBytes {
            let error = YAMLError(
                "file is larger than the \(limits.maxBytes)-byte limit", at: start, rule: ManifestRule.yamlTooLarge.id)
            return ManifestLoadResult(manifest: nil, diagnostics: error.diagnostics)
        }
        return load(data: data, path: path, limits: limits)
    }

    /// Loads a manifest from text; `path` names it in diagnostics.
    public static func load(yaml: String, path: String, limits: YAMLLimits = .default) -> ManifestLoadResult {
        var text = yaml
        return text.withUTF8 { load(bytes: $0, path: path, limits: limits) }
    }

    /// Loads a manifest from bytes that should be UTF-8 YAML; `path` names it in diagnostics.
    public static func load(data: Data, path: String, limits: YAMLLimits = .default) -> ManifestLoadResult {
        data.withUnsafeBytes { load(bytes: $0.bindMemory(to: UInt8.self), path: path, limits: limits) }
    }

    /// Loads a manifest on the calling thread alone, never cutting it in two: what ``load(data:path:limits:)``
    /// costs without a second core, for measuring.
    @_spi(Benchmarks)
    public static func loadOnOneThread(data: Data, path: String, limits: YAMLLimits = .default) -> ManifestLoadResult {
        data.withUnsafeBytes {
            load(bytes: $0.bindMemory(to: UInt8.self), path: path, limits: limits, splitAtBytes: .max)
        }
    }

    /// Loads bytes; files of at least `splitAtBytes` bytes are read on two cores when they can be
    /// (see ``SplitManifestLoader``), with the same result as reading them whole.
    static func load(
        bytes: UnsafeBufferPointer<UInt8>, path: String, limits: YAMLLimits,
        splitAtBytes: Int = SplitManifestLoader.minimumBytes
    ) -> ManifestLoadResult {
        if bytes.count >= splitAtBytes, bytes.count <= limits.maxBytes,
            let result = SplitManifestLoader.load(bytes, path: path, limits: limits)
        {
            return result
        }
        switch YAMLParser.parseBytes(bytes, path: path, limits: limits) {
        case .success(let root):
            return load(root: root, path: path)
        case .failure(var error):
            if error.ruleID == ManifestRule.yamlSyntax.id,
                TextPosition.line(error.location.line, in: bytes).contains(where: { $0 == "(" })
            {
                error.message += "; quote a case or trace whose parentheses hold ': ' or brackets, e.g. "
                    + "- \"loaded(items: [Item], page: Int)\""
            }
            return ManifestLoadResult(manifest: nil, diagnostics: error.diagnostics)
        }
    }

    /// Decodes, resolves and validates an already parsed document (`nil` for an empty file).
    public static func load(root: YAMLNode?, path: String) -> ManifestLoadResult {
        guard let root else {
            let diagnostic = Diagnostic(
                .empty, "the manifest is empty; start with 'schemaVersion: \"0.2\"', 'feature:', 'states:' and 'intents:'",
                at: SourceLocation(file: path, line: 1, column: 1))
            return ManifestLoadResult(manifest: nil, diagnostics: [diagnostic])
        }
        guard let pairs = root.mapping else {
            let diagnostic = Diagnostic(
                .rootNotMapping,
                "the manifest must be a mapping of keys (schemaVersion, feature, states, …); found \(root.kindDescription)",
                at: root.location)
            return ManifestLoadResult(manifest: nil, diagnostics: [diagnostic])
        }
        var decoder = ManifestDecoder(path: path, pairs: pairs)
        var manifest = decoder.decode(pairs, at: root.location)
        var traces = ParsedTraces(parsing: decoder.traceNodes)
        return finish(&manifest, decoder: decoder, traces: &traces)
    }

    /// Resolves the parsed traces against the decoded cases and validates the result. `cases` is the
    /// ``CaseAnalysis`` of `manifest` when it was already worked out. The built traces are taken from `traces`.
    static func finish(
        _ manifest: inout Manifest, decoder: ManifestDecoder, traces: inout ParsedTraces, cases: CaseAnalysis? = nil
    ) -> ManifestLoadResult {
        let cases = cases ?? CaseAnalysis(manifest)
        let writtenTraceCount = traces.lineCount
        let resolution = cases.resolver.resolve(&traces)
        manifest.acceptanceTraces = resolution.traces
        var findings = decoder.findings
        findings += resolution.findings
        findings += ManifestValidator.findings(
            in: manifest, writtenTraceCount: writtenTraceCount, alreadyReported: decoder.mistypedKeys,
            caseFindings: cases.findings, coverage: resolution.coverage)
        return ManifestLoadResult(manifest: manifest, diagnostics: findings.ordered())
    }
}

/// What can be worked out from a manifest's cases before its traces are resolved: the names traces resolve
/// against, and the validator's findings about the cases.
struct CaseAnalysis {
    var resolver: TraceResolver
    var findings: [Finding]

    init(_ manifest: Manifest) {
        resolver = TraceResolver(manifest: manifest)
        findings = ManifestValidator.caseFindings(in: manifest, names: resolver.names(in:))
    }
}

/// A diagnostic with the notes that belong to it, kept together when findings are ordered.
struct Finding {
    var diagnostic: Diagnostic
    var notes: [Diagnostic] = []

    init(_ rule: ManifestRule, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        diagnostic = Diagnostic(rule, message, at: location)
        self.notes = notes
    }
}

extension Array where Element == Finding {
    /// Findings by position (stable), each followed by its notes.
    func ordered() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.diagnostic, rhs.element.diagnostic)
            if l.location != r.location { return l.location < r.location }
            if l.severity != r.severity { return l.severity < r.severity }
            return lhs.offset < rhs.offset
        }.flatMap { [$0.element.diagnostic] + $0.element.notes }
    }
}
