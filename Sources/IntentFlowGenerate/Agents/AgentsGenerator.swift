import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates
import IntentFlowTokenizer

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `agents` stages of ``GenerationPipeline``: every coding agent's instruction surface from a repository's
/// manifests.
///
/// The surfaces are the pack's `agents` generator and take the same road as feature code. This type prepares (loads
/// the manifests below the root and builds one context, ``prepare()``), renders (``render(_:)``) and judges the
/// planned surfaces (``findings(in:)``: each measured against its tool's limits, ``SurfaceLimit``); the pipeline
/// plans them (block-owned files keep everything outside their `intentflow` block), records the run in the root's
/// `.intentflow/generated.lock` (``RecordedPlan``) and writes both in one step.
///
/// ```swift
/// var request = GenerationRequest(.agents(root: nil, tools: [.claude], exclude: []), workingDirectory: root)
/// let result = GenerationPipeline().run(request)
/// let outcome = result.carryOut()
/// ```
package struct AgentsGenerator: Sendable {
    /// The name of the pack generator that renders the surfaces.
    package static let generatorName = "agents"
    /// The options of the run.
    package let options: AgentsOptions
    /// The renderer of the pack's `agents` generator.
    package let renderer: PackRenderer

    /// Prepares the `agents` generator of a pack already resolved.
    package init(options: AgentsOptions, pack: ResolvedPack) throws(GeneratorError) {
        self.renderer = try PackRenderer(pack: pack, generator: Self.generatorName)
        self.options = options
    }

    /// The prepare stage's result: the context every surface renders from, settled once for the run.
    package struct Prepared: Sendable {
        /// The template context: the features below the root, the tools, the project's name and test command.
        package var context: TemplateValue
        /// The generator's parameters, resolved (its defaults: the command line gives `agents` none).
        package var parameters: [String: String]
        /// What the record keeps for the run: the parameters and the tools chosen, so the next run without a
        /// choice and `--check` write for the same tools.
        package var recordParameters: [String: String]
        /// Problems with the manifests below the root (they are left out).
        package var diagnostics: [Diagnostic]
        /// The features found.
        package var featureCount: Int
    }

    /// The prepare stage of `agents`: loads the manifests below the root and builds the surfaces' context.
    ///
    /// Manifests with errors are reported in ``Prepared/diagnostics`` and left out; the run goes on without them.
    package func prepare() throws(GeneratorError) -> Prepared {
        let (features, loadDiagnostics) = try Self.features(
            in: options.root, excluding: options.exclude, configuration: options.configuration,
            shownFrom: options.workingDirectory)
        let context = AgentsContext.make(
            features: features, tools: options.tools, projectName: ProjectName.of(root: options.root),
            verify: options.verify)
        let parameters = try renderer.generator.resolve(
            [:], origin: SourceLocation(file: "<command line>", line: 1, column: 1))
        let choice = AgentToolChoice(tools: options.tools, chosen: options.toolsChosen)
        return Prepared(
            context: context, parameters: parameters,
            recordParameters: parameters.merging(choice.recordParameters) { $1 }, diagnostics: loadDiagnostics,
            featureCount: features.count)
    }

    /// The render stage of `agents`: every surface from the prepared context, with the text an agent would read
    /// neutralised (``AgentFileText``) and a warning for each change that made.
    package func render(_ prepared: Prepared) throws(GeneratorError) -> (files: [RenderedFile], warnings: [Diagnostic])
    {
        let rendered = try renderer.render(
            context: prepared.context, parameters: prepared.parameters, source: "the repository's manifests")
        return AgentFileText.neutralised(rendered) { [options] path in
            RelativePath.shown(options.root.appendingPathComponent(path), from: options.workingDirectory)
        }
    }

    /// What a planned run's surfaces show: entries-owned files that cannot be read as their format, surfaces over
    /// their tools' limits (``SurfaceLimit``), and `AGENTS.override.md` files that hide a generated AGENTS.md.
    package func findings(in plan: FilePlan) -> [Diagnostic] {
        Self.unreadable(plan, shownFrom: options.workingDirectory)
            + Self.measure(plan, limits: SurfaceLimit.defaults(for: options.tools), shownFrom: options.workingDirectory)
            + Self.overrides(plan, shownFrom: options.workingDirectory)
    }

    /// Every valid manifest below `root` (found and loaded by ``ManifestSet``, less what `exclude` and the
    /// configuration's `exclude:` match, by the one rule every command follows: ``ExcludeGlobs``) with where its code
    /// is, sorted by path, and the diagnostics of the manifests that are not valid (and the notes about files skipped).
    package static func features(
        in root: URL, excluding exclude: [String] = [], configuration: ProjectConfiguration = ProjectConfiguration(),
        shownFrom workingDirectory: URL
    ) throws(GeneratorError) -> (features: [AgentsContext.Feature], diagnostics: [Diagnostic]) {
        let request = ManifestRequest(
            inputs: [.init(url: root, shown: RelativePath.from(workingDirectory, to: root))],
            workingDirectory: workingDirectory, exclude: exclude, configuration: configuration,
            alsoListing: [".swift"], requiresManifests: false)
        let set = ManifestSet.load(request)
        if set.inputDiagnostics.hasErrors {
            throw GeneratorError(set.inputDiagnostics.filter { $0.severity == .error })
        }
        let swiftFiles = set.listedFiles.map(\.relativePath)
        var features: [AgentsContext.Feature] = []
        var diagnostics = set.inputDiagnostics
        for entry in set.entries {
            // Errors, and the warning that a text an agent will read hides characters (``DeceptiveText``).
            diagnostics += entry.result.diagnostics.filter {
                $0.severity == .error || $0.ruleID == ManifestRule.invisibleText.id
            }
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

    /// An error for every entries-owned file (`.mcp.json`, `.codex/config.toml`, …) that cannot be read as its
    /// format, at the line and column where it stops being one; such a file is left as it is.
    package static func unreadable(_ plan: FilePlan, shownFrom workingDirectory: URL) -> [Diagnostic] {
        plan.files.compactMap { file in
            file.formatError.map { error in
                Diagnostic(
                    .error, "\(error.message); intentflow owns only its own entry here and leaves the file as it is",
                    at: SourceLocation(
                        file: RelativePath.shown(file.url, from: workingDirectory), line: error.line,
                        column: error.column),
                    rule: "agents.unreadable-config")
            }
        }
    }

    /// One surface measured against one limit: what the tool loads with it and whether that fits.
    package struct Measurement: Sendable {
        /// The surface, relative to the root.
        package var path: String
        /// Where it is written.
        package var url: URL
        /// The limit.
        package var limit: SurfaceLimit
        /// What the tool loads with it (its imports or directory chain included).
        package var loaded: String
        /// Whether ``loaded`` is within the limit.
        package var holds: Bool { limit.holds(for: loaded) }
    }

    /// Every planned surface a limit applies to, measured with what its tool loads along with it: planned files as
    /// planned, others (a hand-written AGENTS.md higher up, say) as they are on disk.
    package static func measurements(_ plan: FilePlan, limits: [SurfaceLimit] = SurfaceLimit.defaults) -> [Measurement]
    {
        var planned: [String: String] = [:]
        for file in plan.files { planned[file.path] = file.contents }
        let lookup = { (path: String) -> String? in
            if let text = planned[path] { return text }
            guard let data = FileManager.default.contents(atPath: plan.root.url.appendingPathComponent(path).path)
            else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        var result: [Measurement] = []
        for file in plan.files {
            for limit in limits where limit.applies(to: file.path) {
                result.append(
                    Measurement(
                        path: file.path, url: file.url, limit: limit,
                        loaded: limit.loadedText(for: file.path, lookup: lookup)))
            }
        }
        return result
    }

    /// A warning for every planned surface over its tool's limit, with its measured size.
    package static func measure(
        _ plan: FilePlan, limits: [SurfaceLimit] = SurfaceLimit.defaults, shownFrom workingDirectory: URL
    ) -> [Diagnostic] {
        let tokenizer = try? Tokenizer.o200kBase()
        return measurements(plan, limits: limits).filter { !$0.holds }.map { measurement in
            let size = SurfaceSize(measurement.loaded) { text in tokenizer?.count(text) ?? 0 }
            return Diagnostic(
                .warning,
                "\(measurement.path) is over its limit of \(measurement.limit.limitDescription) "
                    + "(\(measurement.limit.reason)): \(measurement.limit.loadedDescription(for: measurement.path)) "
                    + "is \(size)",
                at: SourceLocation(
                    file: RelativePath.shown(measurement.url, from: workingDirectory), line: 1, column: 1),
                rule: "agents.surface-limit")
        }
    }

    /// The rule id of an `AGENTS.override.md` that hides a generated AGENTS.md; `agents --check` fails on it.
    package static let overrideRule = "agents.override-hides"

    /// A warning for every `AGENTS.override.md` beside a planned AGENTS.md: Codex reads the override instead, so the
    /// generated rules never reach it.
    package static func overrides(_ plan: FilePlan, shownFrom workingDirectory: URL) -> [Diagnostic] {
        plan.files.filter { $0.url.lastPathComponent == "AGENTS.md" }.compactMap { file in
            let override = file.url.deletingLastPathComponent().appendingPathComponent("AGENTS.override.md")
            guard FileManager.default.fileExists(atPath: override.path) else { return nil }
            return Diagnostic(
                .warning,
                "\(RelativePath.shown(override, from: workingDirectory)) hides \(file.path) from Codex, which reads "
                    + "the override instead of AGENTS.md in its directory; move what it adds into AGENTS.md outside "
                    + "the intentflow block, or delete it",
                at: SourceLocation(file: RelativePath.shown(override, from: workingDirectory), line: 1, column: 1),
                rule: overrideRule)
        }
    }
}
