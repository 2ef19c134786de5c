import Foundation
import IntentFlowAI
import IntentFlowTokenizer

/// Writes every coding agent's instruction surface from a repository's manifests.
///
/// The surfaces are the pack's `agents` generator and take the same road as feature code: manifests → context →
/// rendered files → ``FilePlan`` (block-owned files keep everything outside their `intentflow` block) → writer.
/// After planning, each surface is measured against its tool's limits (``SurfaceLimit``).
///
/// ```swift
/// let generator = try AgentsGenerator(options: options, catalog: PackCatalog(projectRoot: root))
/// let run = try generator.run()
/// if !run.plan.hasConflicts { try FilePlanWriter().write(run.plan) }
/// ```
public struct AgentsGenerator: Sendable {
    /// The name of the pack generator that renders the surfaces.
    public static let generatorName = "agents"
    /// The options of the run.
    public let options: AgentsOptions
    /// The renderer of the pack's `agents` generator.
    public let renderer: PackRenderer

    /// Resolves the pack and prepares its `agents` generator.
    public init(options: AgentsOptions, catalog: PackCatalog) throws(GeneratorError) {
        let pack = try catalog.resolve(options.pack ?? .builtInDefault, relativeTo: options.workingDirectory)
        self.renderer = try PackRenderer(pack: pack, generator: Self.generatorName)
        self.options = options
    }

    /// The outcome of a run before anything is written.
    public struct Run: Sendable {
        /// The files and what would happen to each.
        public var plan: FilePlan
        /// Problems with the manifests and surfaces over their tools' limits.
        public var diagnostics: [Diagnostic]
        /// The features found.
        public var featureCount: Int
    }

    /// Loads the manifests, renders the surfaces and plans them against the disk; writes nothing.
    ///
    /// Manifests with errors are reported in ``Run/diagnostics`` and left out; the caller decides whether to write.
    public func run() throws(GeneratorError) -> Run {
        let (features, loadDiagnostics) = try Self.features(
            in: options.root, excluding: options.exclude, shownFrom: options.workingDirectory)
        let context = AgentsContext.make(
            features: features, tools: options.tools, projectName: ProjectName.of(root: options.root))
        let parameters = try renderer.generator.resolve(
            [:], origin: SourceLocation(file: "<command line>", line: 1, column: 1))
        let files = try renderer.render(context: context, parameters: parameters, source: "the repository's manifests")
        let plan: FilePlan
        do {
            plan = try FilePlan(root: options.root, files: files, options: .init(force: options.force, adopt: options.adopt))
        } catch {
            throw GeneratorError(error)
        }
        return Run(
            plan: plan, diagnostics: loadDiagnostics + Self.measure(plan, shownFrom: options.workingDirectory),
            featureCount: features.count)
    }

    /// Every valid manifest below `root` (found and loaded by ``ManifestSet``, less what `exclude` matches) with
    /// where its code is, sorted by path, and the diagnostics of the manifests that are not valid (and the notes
    /// about files skipped).
    public static func features(in root: URL, excluding exclude: [String] = [], shownFrom workingDirectory: URL)
        throws(GeneratorError) -> (features: [AgentsContext.Feature], diagnostics: [Diagnostic])
    {
        let request = ManifestRequest(
            inputs: [.init(url: root, shown: RelativePath.from(workingDirectory, to: root))],
            workingDirectory: workingDirectory, exclude: exclude, configuration: ProjectConfiguration(),
            alsoListing: [".swift"], requiresManifests: false)
        let set = ManifestSet.load(request)
        if set.inputDiagnostics.hasErrors { throw GeneratorError(set.inputDiagnostics.filter { $0.severity == .error }) }
        let swiftFiles = set.listedFiles.map(\.relativePath)
        var features: [AgentsContext.Feature] = []
        var diagnostics = set.inputDiagnostics
        for entry in set.entries {
            diagnostics += entry.result.diagnostics.filter { $0.severity == .error }
            guard let manifest = entry.result.validManifest else { continue }
            let manifestPath = RelativePath.shown(entry.url, from: root)
            features.append(
                AgentsContext.Feature(
                    manifest: manifest, manifestPath: manifestPath,
                    code: FeatureCodeLocation.locate(
                        feature: manifest.feature, manifestPath: manifestPath, swiftFiles: swiftFiles)))
        }
        return (features.sorted { $0.manifestPath < $1.manifestPath }, diagnostics)
    }

    /// A warning for every planned surface over its tool's limit, with its measured size.
    public static func measure(
        _ plan: FilePlan, limits: [SurfaceLimit] = SurfaceLimit.defaults, shownFrom workingDirectory: URL
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in plan.files {
            for limit in limits where limit.applies(to: file.path) && !limit.holds(for: file.contents) {
                let size = SurfaceSize(file.contents) { text in (try? Tokenizer.o200kBase())?.count(text) ?? 0 }
                diagnostics.append(
                    Diagnostic(
                        .warning, "\(file.path) is over its limit of \(limit.limitDescription) (\(limit.reason)): "
                            + "\(size)", at: SourceLocation(file: RelativePath.shown(file.url, from: workingDirectory), line: 1, column: 1),
                        rule: "agents.surface-limit"))
            }
        }
        return diagnostics
    }
}
