import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one road of every command that writes files: `generate`, `feature`, `startup-action`, `agents`, `pack init`,
/// `pack test` and the MCP server's `generate` tool enter here with a ``GenerationRequest`` and print the
/// ``GenerationResult``.
///
/// ```
/// request --resolve--> ResolvedRun (configuration, pack chain, options: each settled once)
///   --load--> manifests (ManifestSet) --prepare--> PreparedManifest (parameters, context; output beside them)
///   --render--> RenderedManifest --plan--> FilePlan --record--> RecordedPlan
///   --write (GenerationResult.carryOut, the write policy)--> disk
/// ```
///
/// Problems go to the run's ``DiagnosticsCollector``; a stage that cannot go on stops the run with a
/// ``GenerationResult/Stop``. Nothing is written until everything has rendered and planned.
///
/// ```swift
/// let result = GenerationPipeline().run(request)
/// print(result.diagnostics.diagnostics)
/// let outcome = result.carryOut()  // the write policy: --check, --dry-run, conflicts
/// print(GenerationReport.json(result, outcome: outcome, output: "."))
/// ```
package struct GenerationPipeline: Sendable {
    /// The render stage: one prepared manifest's files, spending from the run's budget.
    package typealias Render =
        @Sendable (FeatureGenerator, PreparedManifest, inout RenderBudget) throws(GeneratorError)
        -> [RenderedFile]

    /// How each manifest is rendered. Every render of a run goes through it, once per manifest: tests wrap it to
    /// count.
    package var render: Render

    /// Creates the pipeline; `render` is the seam tests count renders through.
    package init(render: @escaping Render = GenerationPipeline.renderManifest) {
        self.render = render
    }

    /// The render stage as every command runs it.
    package static let renderManifest: Render = { generator, prepared, budget throws(GeneratorError) in
        try generator.render(prepared, budget: &budget)
    }

    /// Runs `request` through every stage up to the plan.
    package func run(_ request: GenerationRequest) -> GenerationResult {
        var diagnostics = DiagnosticsCollector()
        do {
            var result = try stages(request, diagnostics: &diagnostics)
            result.diagnostics = diagnostics
            result.writeOptions = request.write
            return result
        } catch {
            diagnostics.add(error)
            return .stopped(.failed, diagnostics)
        }
    }

    private func stages(_ request: GenerationRequest, diagnostics: inout DiagnosticsCollector) throws(GeneratorError)
        -> GenerationResult
    {
        let configuration: ProjectConfiguration
        if let settled = request.settled {
            configuration = settled.configuration
        } else {
            configuration = try ResolvedRun.configuration(from: request.workingDirectory)
        }
        switch request.command {
        case .generate(let manifests, let adding):
            return try generate(
                manifests, addingMissingTraces: adding, request, configuration, diagnostics: &diagnostics)
        case .feature(let name, let mode):
            return try feature(name, mode: mode, request, configuration)
        case .startupAction(let name):
            return try startupAction(name, request, configuration)
        case .agents(let root, let tools, let exclude):
            return try agents(root: root, tools: tools, exclude: exclude, request, configuration, &diagnostics)
        case .packInit(let name, let parent):
            return try packInit(name, parent: parent, request, configuration, &diagnostics)
        case .packTest(let pack, let update):
            return try packTest(pack, update: update, request, configuration)
        }
    }

    /// The plan stage: rendered files against what is on disk in `root`, with ownership applied. The one place a
    /// ``FilePlan`` is made.
    ///
    /// - Throws: ``GeneratorError`` for a path that is not allowed (located at the pack entry that wrote it), two files
    ///   at one path, or a file that cannot be read.
    package static func plan(_ files: [RenderedFile], in root: URL, options: FilePlan.Options = .init())
        throws(GeneratorError) -> FilePlan
    {
        do {
            return try FilePlan(root: root, files: files, options: options)
        } catch {
            throw GeneratorError(error, files: files)
        }
    }

    /// The record stage: `plan` joined with the record of what was generated in its output directory, each of
    /// `rendered` recorded under `generator` of `pack`. Every writer but `pack init` records its files this way.
    ///
    /// - Throws: ``GeneratorError`` located in the record when it cannot be read as one.
    package static func record(
        _ plan: FilePlan, rendered: [RenderedManifest], pack: ResolvedPack, generator: String,
        options: RecordedPlan.Options, shownFrom workingDirectory: URL
    ) throws(GeneratorError) -> RecordedPlan {
        RecordedPlan(
            plan: plan, rendered: rendered,
            record: try GenerationRecord.load(in: plan.root.url, shownFrom: workingDirectory), pack: PackStamp(pack),
            generator: generator, options: options)
    }

    /// Stops the run at a stage boundary when its task was cancelled (the MCP server's `notifications/cancelled` or
    /// its time bound): work nobody waits for ends there, and nothing of it is written. Outside a task (the CLI) a
    /// run is never cancelled.
    static func stopIfCancelled() throws(GeneratorError) {
        guard Task.isCancelled else { return }
        throw GeneratorError("the run was cancelled; nothing was written", at: commandLine, rule: "generate.cancelled")
    }

    /// The location of what the command line gave.
    static let commandLine = SourceLocation(file: "<command line>", line: 1, column: 1)
}
