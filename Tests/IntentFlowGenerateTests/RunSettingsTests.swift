import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowGenerate

/// The configuration and the pack chain are settled once per run: what the command line settled to list a command's
/// options is what the run uses, not found again.
@Suite struct RunSettingsTests {
    @Test func aRunUsesTheSettingsItWasGivenAndReadsNeitherAgain() throws {
        let directory = try TemporaryDirectory()
        for (path, text) in PackFixtures.base { try directory.write(".intentflow/packs/base/\(path)", text) }
        try directory.write(".intentflow/config.yaml", "pack: base\noutput: Out\n")
        try directory.write("Login.intentflow.yaml", StarterManifest.yaml(feature: "Login", mode: .ai))
        let settled = try RunSettings.settle(from: directory.url, pack: nil)
        #expect(try settled.generator("feature")?.parameters.map(\.name) == ["ui"])

        // Gone from disk after settling: a run that looked for them again would fall back to the default pack and
        // write beside the manifest.
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent(".intentflow"))
        var request = GenerationRequest(
            .generate(
                manifests: ManifestRequest(paths: ["Login.intentflow.yaml"], workingDirectory: directory.url),
                addingMissingTraces: false),
            workingDirectory: directory.url)
        request.settled = settled
        request.write.dryRun = true
        let result = GenerationPipeline().run(request)

        #expect(result.stop == nil, "\(result.diagnostics.diagnostics)")
        #expect(result.packName == "base")
        let plan = try #require(result.plan)
        #expect(plan.root.url.lastPathComponent == "Out")
        #expect(plan.files.map(\.path).contains("Login/LoginContract.swift"))
    }
}
