#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads `<Feature>.intentflow.yaml` files: YAML parsing (libyaml), decoding into a ``Manifest`` with every name's
/// location, acceptance-trace parsing and resolution, and validation.
package enum ManifestLoader {
    /// The schema versions this loader reads.
    package static let supportedSchemaVersions = ["0.1", "0.2"]

    /// Reads and loads a manifest file. `displayPath` is how the file is named in diagnostics (default: `url.path`).
    ///
    /// Only a regular file is read: a directory, FIFO, socket or device is a `manifest.unreadable` error and is
    /// never opened for reading (a FIFO would wait for a writer, a device may never end).
    ///
    /// The manifests its `children:` name are read too, relative to `url`'s directory: those that load cleanly fill
    /// ``Manifest/childManifests``, and what is wrong with an entry (a missing manifest, an output or event that does
    /// not exist, values that do not fit) is among the diagnostics. With a `root`, a child whose manifest lies
    /// outside it (`../..`, an absolute path, a link that leaves) is not read: its entry reports where it leads.
    package static func load(
        contentsOf url: URL, displayPath: String? = nil, limits: YAMLLimits = .default, root: ProjectRoot? = nil
    ) -> ManifestLoadResult {
        var result = loadWithoutChildren(contentsOf: url, displayPath: displayPath, limits: limits)
        guard var manifest = result.manifest, !manifest.children.isEmpty else { return result }
        let loads = ChildManifestLoad.loadChildren(of: manifest, at: url, limits: limits, root: root)
        for (id, load) in loads {
            if case .loaded(let child) = load { manifest.childManifests[id] = child }
        }
        result.manifest = manifest
        result.diagnostics += ChildFindings.findings(in: manifest, loads: loads).ordered()
        return result
    }

    /// Reads and loads a manifest file like ``load(contentsOf:displayPath:limits:)``, without reading its children.
    static func loadWithoutChildren(contentsOf url: URL, displayPath: String?, limits: YAMLLimits)
        -> ManifestLoadResult
    {
        let path = displayPath ?? url.path
        switch ManifestFile.contents(of: url.path, limit: limits.maxBytes) {
        case .failure(let problem):
            let start = SourceLocation(file: path, line: 1, column: 1)
            let diagnostic: Diagnostic
            switch problem {
            case .tooLarge:
                diagnostic = Diagnostic(
                    .yamlTooLarge, "file is larger than the \(limits.maxBytes)-byte limit", at: start)
            case .unreadable(let reason):
                diagnostic = Diagnostic(.unreadable, "cannot read the file: \(reason)", at: start)
            }
            return ManifestLoadResult(manifest: nil, diagnostics: [diagnostic])
        case .success(let bytes):
            return bytes.withUnsafeBufferPointer { load(bytes: $0, path: path, limits: limits) }
        }
    }

    /// Loads a manifest from text; `path` names it in diagnostics.
    package static func load(yaml: String, path: String, limits: YAMLLimits = .default) -> ManifestLoadResult {
        var text = yaml
        return text.withUTF8 { load(bytes: $0, path: path, limits: limits) }
    }

    /// Loads a manifest from bytes that should be UTF-8 YAML; `path` names it in diagnostics.
    package static func load(data: Data, path: String, limits: YAMLLimits = .default) -> ManifestLoadResult {
        data.withUnsafeBytes { load(bytes: $0.bindMemory(to: UInt8.self), path: path, limits: limits) }
    }

    /// Loads bytes that should be UTF-8 YAML.
    static func load(bytes: UnsafeBufferPointer<UInt8>, path: String, limits: YAMLLimits) -> ManifestLoadResult {
        switch YAMLParser.parseBytes(bytes, path: path, limits: limits) {
        case .success(let root):
            return load(root: root, path: path)
        case .failure(var error):
            if error.ruleID == ManifestRule.yamlSyntax.id,
                let hint = QuotingHint.hint(forLine: TextPosition.line(error.location.line, in: bytes))
            {
                error.message += hint
            }
            return ManifestLoadResult(manifest: nil, diagnostics: error.diagnostics)
        }
    }

    /// Decodes, resolves and validates an already parsed document (`nil` for an empty file).
    package static func load(root: YAMLNode?, path: String) -> ManifestLoadResult {
        guard let root else {
            let diagnostic = Diagnostic(
                .empty,
                "the manifest is empty; start with 'schemaVersion: \"0.2\"', 'feature:', 'states:' and 'intents:'",
                at: SourceLocation(file: path, line: 1, column: 1))
            return ManifestLoadResult(manifest: nil, diagnostics: [diagnostic])
        }
        guard let pairs = root.mapping else {
            let diagnostic = Diagnostic(
                .rootNotMapping,
                "the manifest must be a mapping of keys (schemaVersion, feature, states, …); found "
                    + "\(root.kindDescription)",
                at: root.location)
            return ManifestLoadResult(manifest: nil, diagnostics: [diagnostic])
        }
        var decoder = ManifestDecoder(path: path, pairs: pairs)
        var manifest = decoder.decode(pairs, at: root.location)
        let fieldFindings = StateAlerts.apply(to: &manifest) + StateFields.apply(to: &manifest)
        var traces = ParsedTraces(parsing: decoder.traceNodes, readsValues: !decoder.isSchema01)
        let cases = CaseAnalysis(manifest)
        let resolution = cases.resolver.resolve(&traces)
        manifest.acceptanceTraces = resolution.traces.map {
            DependencyReads.marking($0, dependencies: manifest.dependencies)
        }
        var findings = decoder.findings + fieldFindings
        findings += resolution.findings
        findings += ManifestValidator.findings(
            in: manifest, writtenTraceCount: traces.lineCount, alreadyReported: decoder.mistypedKeys,
            caseFindings: cases.findings, coverage: resolution.coverage)
        return ManifestLoadResult(manifest: manifest, diagnostics: findings.ordered())
    }
}
