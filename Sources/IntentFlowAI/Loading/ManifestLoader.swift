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
        let data: Data
        do {
            if let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size > limits.maxBytes {
                let error = YAMLError(
                    "file is \(size) bytes, more than the \(limits.maxBytes)-byte limit",
                    at: SourceLocation(file: path, line: 1, column: 1), rule: ManifestRule.yamlTooLarge.id)
                return ManifestLoadResult(manifest: nil, diagnostics: error.diagnostics)
            }
            data = try Data(contentsOf: url)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            let diagnostic = Diagnostic(
                .unreadable, "cannot read the file: \(reason)", at: SourceLocation(file: path, line: 1, column: 1))
            return ManifestLoadResult(manifest: nil, diagnostics: [diagnostic])
        }
        return load(data: data, path: path, limits: limits)
    }

    /// Loads a manifest from text; `path` names it in diagnostics.
    public static func load(yaml: String, path: String, limits: YAMLLimits = .default) -> ManifestLoadResult {
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(yaml, path: path, limits: limits)
        } catch {
            return ManifestLoadResult(manifest: nil, diagnostics: error.diagnostics)
        }
        return load(root: root, path: path)
    }

    /// Loads a manifest from bytes that should be UTF-8 YAML; `path` names it in diagnostics.
    public static func load(data: Data, path: String, limits: YAMLLimits = .default) -> ManifestLoadResult {
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(data, path: path, limits: limits)
        } catch {
            return ManifestLoadResult(manifest: nil, diagnostics: error.diagnostics)
        }
        return load(root: root, path: path)
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
        var decoder = ManifestDecoder(path: path)
        var manifest = decoder.decode(pairs, at: root.location)
        var findings = decoder.findings
        let writtenTraces = decoder.traceNodes.count
        var resolver = TraceResolver(manifest: manifest)
        manifest.acceptanceTraces = decoder.traceNodes.compactMap { resolver.resolve($0) }
        findings += resolver.findings
        findings += ManifestValidator.findings(in: manifest, writtenTraceCount: writtenTraces)
        return ManifestLoadResult(manifest: manifest, diagnostics: findings.ordered())
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
