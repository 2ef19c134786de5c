import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stages of the writers that render no manifest of their own: startup actions, agent surfaces and pack
/// scaffolds. They resolve, render, plan and (but for `pack init`) record as feature code does.
extension GenerationPipeline {
    /// `startup-action <name>`: one action file, recorded under the file it writes (no manifest names it).
    func startupAction(_ name: String, _ request: GenerationRequest, _ configuration: ProjectConfiguration)
        throws(GeneratorError) -> GenerationResult
    {
        let generatorName = "startup-action"
        let run = try ResolvedRun(request, configuration: configuration, generator: generatorName)
        let renderer = try PackRenderer(pack: run.pack, generator: generatorName)
        // The command line's parameters only: the configuration's `params:` are the feature generator's.
        let parameters = try renderer.generator.resolve(request.parameters, origin: Self.commandLine)
        let files = try renderer.render(
            context: StartupActionContext.make(name: name, parameters: parameters), parameters: parameters,
            source: "intentflow startup-action")
        let output = run.options.output
        try Self.confine(output, to: request.confinedTo)
        let plan = try Self.plan(files, in: output, options: .init(force: request.write.force))
        let source = output.appendingPathComponent(files.first?.path ?? name)
        let recorded = try Self.record(
            plan, rendered: [RenderedManifest(url: source, parameters: parameters, files: files)], pack: run.pack,
            generator: generatorName, options: .init(), shownFrom: request.workingDirectory)
        return GenerationResult(recorded: recorded, packName: run.pack.name)
    }

    /// `agents`: every coding agent's surface from the manifests below the root. Its prepare stage loads them and
    /// builds one context (``AgentsGenerator/prepare()``); the surfaces are rendered, planned and recorded as one
    /// entry (`manifest .`); their problems and the surfaces over their tools' limits go to the collector.
    func agents(
        root: URL?, tools: [AgentTool]?, exclude: [String], _ request: GenerationRequest,
        _ configuration: ProjectConfiguration, _ diagnostics: inout DiagnosticsCollector
    ) throws(GeneratorError) -> GenerationResult {
        let root = root ?? configuration.projectRoot ?? request.workingDirectory
        let run = try ResolvedRun(
            request, configuration: configuration, generator: AgentsGenerator.generatorName,
            catalogRoot: configuration.projectRoot ?? root)
        let generator = try AgentsGenerator(
            options: agentsOptions(root: root, tools: tools, exclude: exclude, request, run), pack: run.pack)
        let prepared = try generator.prepare()
        try Self.stopIfCancelled()
        let (files, textWarnings) = try generator.render(prepared)
        try Self.stopIfCancelled()
        let write = generator.options.write
        let plan = try Self.plan(files, in: root, options: write.planOptions)
        // One entry for the whole run: the surfaces are rendered from every manifest below the root at once.
        let recorded = try Self.record(
            plan, rendered: [RenderedManifest(url: root, parameters: prepared.recordParameters, files: files)],
            pack: run.pack, generator: AgentsGenerator.generatorName, options: write.recordOptions(),
            shownFrom: request.workingDirectory)
        diagnostics.add(prepared.diagnostics + textWarnings + generator.findings(in: recorded.plan))
        var result = GenerationResult(recorded: recorded, packName: run.pack.name)
        result.featureCount = prepared.featureCount
        return result
    }

    /// The options of an `agents` run: the tools chosen (the flag, else the configuration, else the record's earlier
    /// choice, else the repository's folders), the configuration's `exclude:` and `verify:`, and the request's write
    /// options; a tool no longer chosen takes its surfaces with it (unedited generator-owned ones: the record knows
    /// them), so such a run prunes.
    private func agentsOptions(
        root: URL, tools: [AgentTool]?, exclude: [String], _ request: GenerationRequest, _ run: ResolvedRun
    ) throws(GeneratorError) -> AgentsOptions {
        let configuration = run.configuration
        let recorded = try GenerationRecord.load(in: root, shownFrom: request.workingDirectory)?
            .entry(manifest: ".", generator: AgentsGenerator.generatorName)?.parameters
        let choice = AgentToolChoice.resolve(
            flag: tools, configured: configuration.agentTools, recorded: recorded, root: root)
        var write = request.write
        write.prune = write.prune || choice.drops(from: AgentToolChoice.previous(recorded))
        var options = AgentsOptions(
            root: root, tools: choice.tools, pack: run.options.pack, write: write, exclude: exclude,
            verify: configuration.verify ?? .standard, workingDirectory: request.workingDirectory)
        options.configuration = configuration
        options.toolsChosen = choice.chosen
        return options
    }

    /// `pack init <name>`: a pack extending `parent` in `.intentflow/packs/<name>/`, refused when that exists. Not
    /// recorded: the scaffold is a starting point written once, and a record inside the pack would ship with it.
    func packInit(
        _ name: String, parent: String, _ request: GenerationRequest, _ configuration: ProjectConfiguration,
        _ diagnostics: inout DiagnosticsCollector
    ) throws(GeneratorError) -> GenerationResult {
        let root = configuration.projectRoot ?? request.workingDirectory
        let pack = try PackCatalog(projectRoot: root).resolve(parent, relativeTo: request.workingDirectory)
        let directory = root.appendingPathComponent(".intentflow/packs/\(name)", isDirectory: true)
        let location = SourceLocation(
            file: RelativePath.shown(directory, from: request.workingDirectory), line: 1, column: 1)
        // A symbolic link `.intentflow/packs` that leaves the project must not carry the scaffold elsewhere.
        _ = try ProjectRoot(root).confine(
            directory, what: ".intentflow/packs/\(name)", at: location, rule: "pack.outside-root")
        if FileManager.default.fileExists(atPath: directory.path) {
            diagnostics.add([
                Diagnostic(.error, "the pack already exists; nothing was written", at: location, rule: "pack.exists")
            ])
            return .stopped(.refused, diagnostics)
        }
        let plan = try Self.plan(PackScaffold.files(name: name, parent: pack, directory: directory), in: directory)
        return GenerationResult(plan: plan, packName: pack.name)
    }
}
