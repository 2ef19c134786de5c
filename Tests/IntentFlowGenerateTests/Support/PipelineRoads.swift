import Foundation
import IntentFlowManifest
import IntentFlowProject
@testable import IntentFlowGenerate

/// The roads the generator tests take: the pipeline's own stages, never a second way to plan or record.
extension FeatureGenerator {
    /// Renders `manifests` (each at its own path) through the pipeline's feature stages (the render seam, the plan
    /// stage, the record stage) as `generate` does after loading them; the plan carries the record.
    func plan(_ manifests: [Manifest]) throws(GeneratorError) -> FilePlan {
        try recordedPlan(manifests.map { ($0, URL(fileURLWithPath: $0.path)) }).plan
    }

    /// ``plan(_:)`` with each manifest's URL given, joined with the record.
    func recordedPlan(_ manifests: [(manifest: Manifest, url: URL)]) throws(GeneratorError) -> RecordedPlan {
        var prepared: [PreparedManifest] = []
        for (manifest, url) in manifests { prepared.append(try prepare(manifest, at: url)) }
        return try GenerationPipeline().recordedFeatures(
            prepared, extraFiles: [], self, addingMissingTraces: false, shownFrom: options.workingDirectory
        ).recorded
    }

    /// Prepares and renders each manifest in order with one run budget, as the pipeline's render stage does.
    func renderEach(_ manifests: [(url: URL, manifest: Manifest)]) throws(GeneratorError) -> [RenderedManifest] {
        var budget = options.limits
        var rendered: [RenderedManifest] = []
        for (url, manifest) in manifests {
            let prepared = try prepare(manifest, at: url)
            let files = try GenerationPipeline.renderManifest(self, prepared, &budget)
            rendered.append(RenderedManifest(url: url, parameters: prepared.parameters, files: files))
        }
        return rendered
    }

    /// A new feature planned through the pipeline's feature stages, as `feature <name>` plans it.
    func planFeature(_ name: String, mode: Manifest.Mode) throws(GeneratorError) -> FilePlan {
        try GenerationPipeline().recordedFeatures(
            feature: name, mode: mode, generator: self, shownFrom: options.workingDirectory
        ).recorded.plan
    }
}

/// One `agents` run through ``GenerationPipeline/run(_:)``, as the command makes it.
struct AgentsRoad {
    /// What the run planned and found.
    struct Run {
        var result: GenerationResult
        var plan: FilePlan
        var diagnostics: [Diagnostic] { result.diagnostics.diagnostics }
        var featureCount: Int { result.featureCount }
    }

    var root: URL
    var tools: [AgentTool]? = AgentTool.allCases
    var write = WriteOptions()
    var exclude: [String] = []

    /// Plans the run; throws the run's diagnostics when it stopped before planning.
    func run() throws -> Run {
        var request = GenerationRequest(.agents(root: root, tools: tools, exclude: exclude), workingDirectory: root)
        request.write = write
        let result = GenerationPipeline().run(request)
        guard let plan = result.plan else { throw GeneratorError(result.diagnostics.diagnostics) }
        return Run(result: result, plan: plan)
    }
}

/// How the generator tests make and use a generator without a run: a pack from a catalog, a manifest rendered alone.
extension FeatureGenerator {
    /// Resolves the options' pack (else the default pack) from `catalog` and prepares its generator.
    init(options: GenerateOptions, catalog: PackCatalog) throws(GeneratorError) {
        let pack = try catalog.resolve(options.pack ?? .builtInDefault, relativeTo: options.workingDirectory)
        try self.init(options: options, pack: pack)
    }

    /// The files of one manifest, prepared at its own path, with the options' budget.
    func render(_ manifest: Manifest, source: String? = nil) throws(GeneratorError) -> [RenderedFile] {
        var budget = options.limits
        return try render(manifest, source: source, budget: &budget)
    }

    /// The files of one manifest, prepared at its own path, spending from `budget`.
    func render(_ manifest: Manifest, source: String? = nil, budget: inout RenderBudget) throws(GeneratorError)
        -> [RenderedFile]
    {
        try render(prepare(manifest, at: URL(fileURLWithPath: manifest.path)), source: source, budget: &budget)
    }
}
