import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowGenerate

/// The one road of every writer: each manifest rendered once, the output found from the pack's path entries, every
/// writer's files recorded, problems in one collector.
@Suite struct GenerationPipelineTests {
    /// Counts the renders that go through the pipeline's seam, by the manifest's feature. The pipeline is serial, so
    /// the count needs no lock.
    final class RenderCounter: @unchecked Sendable {
        var features: [String] = []

        var pipeline: GenerationPipeline {
            GenerationPipeline { generator, prepared, budget throws(GeneratorError) in
                self.features.append(prepared.manifest.feature)
                return try GenerationPipeline.renderManifest(generator, prepared, &budget)
            }
        }
    }

    func writeManifest(_ feature: String, at path: String, in directory: TemporaryDirectory) throws {
        try directory.write(path, StarterManifest.yaml(feature: feature, mode: .ai))
    }

    @Test func generateRendersEachManifestOnceAndWritesBesideThem() throws {
        let directory = try TemporaryDirectory()
        for feature in ["Login", "Shop", "Cart"] {
            try writeManifest(feature, at: "Sources/\(feature)/\(feature).intentflow.yaml", in: directory)
        }
        let counter = RenderCounter()
        let manifests = ManifestRequest(paths: ["Sources"], workingDirectory: directory.url)
        let result = counter.pipeline.run(
            GenerationRequest(.generate(manifests: manifests, addingMissingTraces: false), workingDirectory: directory.url))
        #expect(result.stop == nil, "\(result.diagnostics.diagnostics)")
        // Sorted by path as the walk finds them; none rendered a second time to learn where its code goes.
        #expect(counter.features == ["Cart", "Login", "Shop"])
        let plan = try #require(result.plan)
        #expect(plan.root.url.standardizedFileURL.path == directory.url.standardizedFileURL.path)
        #expect(plan.files.contains { $0.path == "Sources/Login/LoginContract.swift" })
        #expect(plan.recordFiles.contains { $0.path == GenerationRecord.path })
    }

    @Test func theHomeComesFromThePathEntriesWithoutRenderingAFile() throws {
        let directory = try TemporaryDirectory()
        let generator = try FeatureGenerator(
            options: GenerateOptions(output: directory.url, workingDirectory: directory.url),
            catalog: PackCatalog(projectRoot: nil))
        let manifest = try StarterManifest.manifest(feature: "Login", mode: .ai, path: "Login.intentflow.yaml")
        let prepared = try generator.prepare(manifest, at: directory.url.appendingPathComponent("Login.intentflow.yaml"))
        #expect(generator.home(of: prepared) == "Sources/Login")
        var budget = RenderBudget()
        let first = try #require(try generator.render(prepared, budget: &budget).first)
        #expect(first.path.hasPrefix("Sources/Login/"))
    }

    @Test func featureAndStartupActionRecordTheirFilesAsGenerateDoes() throws {
        let directory = try TemporaryDirectory()
        let counter = RenderCounter()
        var feature = GenerationRequest(.feature(name: "Checkout", mode: .core), workingDirectory: directory.url)
        feature.output = directory.url
        let core = counter.pipeline.run(feature)
        #expect(counter.features == ["Checkout"])
        let record = try #require(core.recorded?.record.entries.first)
        #expect(record.generator == "feature")
        #expect(record.files.contains { $0.path == "Sources/Checkout/CheckoutFlow.swift" })

        var action = GenerationRequest(.startupAction(name: "ForceUpdate"), workingDirectory: directory.url)
        action.output = directory.url
        let recorded = try #require(GenerationPipeline().run(action).recorded)
        #expect(recorded.record.entries.map(\.generator) == ["startup-action"])
        #expect(recorded.record.entries.first?.files.map(\.path) == ["ForceUpdate/ForceUpdateAction.swift"])
        #expect(recorded.plan.recordFiles.contains { $0.path == GenerationRecord.path })
    }

    @Test func problemsOfEveryStageGoToTheCollector() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Bad.intentflow.yaml", "feature: bad name\n")
        let manifests = ManifestRequest(paths: ["Bad.intentflow.yaml"], workingDirectory: directory.url)
        let invalid = GenerationPipeline().run(
            GenerationRequest(.generate(manifests: manifests, addingMissingTraces: false), workingDirectory: directory.url))
        #expect(invalid.stop == .invalidManifests)
        #expect(invalid.diagnostics.hasErrors)
        #expect(invalid.plan == nil)

        var badPack = GenerationRequest(.feature(name: "Login", mode: .core), workingDirectory: directory.url)
        badPack.pack = "no-such-pack"
        let failed = GenerationPipeline().run(badPack)
        #expect(failed.stop == .failed)
        #expect(failed.diagnostics.contains(rule: "pack.not-found"))

        let missing = ManifestRequest(paths: ["Nowhere"], workingDirectory: directory.url)
        let unreadable = GenerationPipeline().run(
            GenerationRequest(.generate(manifests: missing, addingMissingTraces: false), workingDirectory: directory.url))
        #expect(unreadable.stop == .unreadableInput)
    }

    @Test func anOutputOutsideTheConfinedRootIsRefusedBeforeAnythingIsRead() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        var request = GenerationRequest(.feature(name: "Login", mode: .core), workingDirectory: directory.url)
        request.output = outside.url
        request.confinedTo = directory.url
        let result = GenerationPipeline().run(request)
        #expect(result.stop == .failed)
        #expect(result.diagnostics.contains(rule: "generate.outside-root"))
    }
}
