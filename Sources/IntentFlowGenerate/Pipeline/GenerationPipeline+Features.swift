import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stages of feature code (`generate`, `feature`, the MCP `generate` tool): manifests prepared once each, the
/// output settled from the pack's path entries, each manifest rendered once, planned, its kept flow's missing traces
/// found, and the plan joined with the record.
extension GenerationPipeline {
    /// `generate`: the manifests `manifests` names, loaded with the run's configuration.
    func generate(
        _ manifests: ManifestRequest, addingMissingTraces: Bool, _ request: GenerationRequest,
        _ configuration: ProjectConfiguration, diagnostics: inout DiagnosticsCollector
    ) throws(GeneratorError) -> GenerationResult {
        var manifests = manifests
        manifests.configuration = configuration
        let set = ManifestSet.load(manifests)
        diagnostics.add(set.diagnostics)
        if set.hasUnreadableInput || set.entries.isEmpty { return .stopped(.unreadableInput, diagnostics) }
        if set.diagnostics.hasErrors { return .stopped(.invalidManifests, diagnostics) }
        try Self.stopIfCancelled()
        let run = try ResolvedRun(request, configuration: configuration, generator: "feature")
        var generator = try run.featureGenerator()
        var prepared: [PreparedManifest] = []
        for (url, manifest) in set.validManifests {
            prepared.append(try generator.prepare(manifest, at: url))
        }
        if !run.outputIsNamed,
            let beside = FeatureFolder.output(ofHomes: prepared.map { ($0.url, generator.home(of: $0)) })
        {
            generator = generator.writing(to: beside)
        }
        try Self.confine(generator.options.output, to: request.confinedTo)
        let features = try recordedFeatures(
            prepared, extraFiles: [], generator, addingMissingTraces: addingMissingTraces,
            shownFrom: request.workingDirectory)
        var result = GenerationResult(recorded: features.recorded, packName: run.pack.name)
        result.missing = features.missing
        return result
    }

    /// `feature <name>`: the starter manifest (or the one already in the feature's home) and its code.
    func feature(
        _ name: String, mode: Manifest.Mode, _ request: GenerationRequest, _ configuration: ProjectConfiguration
    ) throws(GeneratorError) -> GenerationResult {
        let run = try ResolvedRun(request, configuration: configuration, generator: "feature")
        let generator = try run.featureGenerator()
        try Self.confine(generator.options.output, to: request.confinedTo)
        let features = try recordedFeatures(
            feature: name, mode: mode, generator: generator, shownFrom: request.workingDirectory)
        return GenerationResult(recorded: features.recorded, packName: run.pack.name)
    }

    /// A new feature's files through the feature stages: in AI mode its manifest is planned with the code.
    func recordedFeatures(feature name: String, mode: Manifest.Mode, generator: FeatureGenerator, shownFrom: URL)
        throws(GeneratorError) -> (recorded: RecordedPlan, missing: [MissingTraces])
    {
        let start = try FeatureScaffold.start(feature: name, mode: mode, generator: generator, shownFrom: shownFrom)
        return try recordedFeatures(
            [start.manifest], extraFiles: start.files, generator, addingMissingTraces: false, shownFrom: shownFrom)
    }

    /// Renders each prepared manifest once, plans the files (`extraFiles` first: the manifest `feature --mode ai`
    /// writes), finds the traces kept flows lack (inserting their cases when asked) and joins the record.
    func recordedFeatures(
        _ prepared: [PreparedManifest], extraFiles: [RenderedFile], _ generator: FeatureGenerator,
        addingMissingTraces: Bool, shownFrom workingDirectory: URL
    ) throws(GeneratorError) -> (recorded: RecordedPlan, missing: [MissingTraces]) {
        var budget = generator.options.limits
        var rendered: [RenderedManifest] = []
        for manifest in prepared {
            try Self.stopIfCancelled()
            let files = try render(generator, manifest, &budget)
            rendered.append(RenderedManifest(url: manifest.url, parameters: manifest.parameters, files: files))
        }
        try Self.stopIfCancelled()
        let write = generator.options.write
        var plan = try Self.plan(
            extraFiles + rendered.flatMap(\.files), in: generator.options.output, options: write.planOptions)
        let byPath = Dictionary(plan.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let missing = zip(prepared, rendered).compactMap { manifest, rendered in
            MissingTraces.find(manifest: manifest.manifest, rendered: rendered.files) { byPath[$0] }
        }.filter { !$0.gaps.isEmpty }
        if addingMissingTraces {
            for flow in missing { plan = try flow.applied(to: plan) }
        }
        // A missing trace's case is the manifest's change, which --add-missing brings: not an upgrade of the flow.
        let traceCases = Dictionary(
            missing.map { ($0.path, $0.gaps.compactMap(\.swiftCase)) }, uniquingKeysWith: { first, _ in first })
        let recorded = try Self.record(
            plan, rendered: rendered, pack: generator.renderer.pack, generator: generator.options.generator,
            options: write.recordOptions(traceCases: traceCases), shownFrom: workingDirectory)
        try Self.stopIfCancelled()
        return (recorded, stillMissing(missing, after: recorded, prepared, rendered))
    }

    /// The missing traces that remain once `--update` merged the generator's changes into the flows: a merge that
    /// brought a trace's case in leaves nothing to warn about, so the warning is judged on what will be written.
    private func stillMissing(
        _ missing: [MissingTraces], after recorded: RecordedPlan, _ prepared: [PreparedManifest],
        _ rendered: [RenderedManifest]
    ) -> [MissingTraces] {
        let merged = Set(recorded.upgrades.filter { $0.outcome != .outdated }.map(\.path))
        guard missing.contains(where: { merged.contains($0.path) }) else { return missing }
        let byPath = Dictionary(recorded.plan.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return zip(prepared, rendered).compactMap { manifest, rendered in
            MissingTraces.find(manifest: manifest.manifest, rendered: rendered.files) { byPath[$0] }
        }.filter { !$0.gaps.isEmpty }
    }

    /// Refuses an output outside `root` (the MCP server's root) before anything there is read.
    static func confine(_ output: URL, to root: URL?) throws(GeneratorError) {
        guard let root, !ProjectRoot(root).contains(output) else { return }
        throw GeneratorError(
            "the output directory \(output.path) is outside the server's root",
            at: SourceLocation(file: output.path, line: 1, column: 1), rule: "generate.outside-root")
    }
}
