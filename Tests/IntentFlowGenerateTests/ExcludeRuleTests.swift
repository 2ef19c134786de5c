import Foundation
import IntentFlowCheck
import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowGenerate

/// The configuration's `exclude:` is one rule for every command: `generate Sub/` and `check Sub/` leave out the
/// same files, for a walk of the project root and of a folder inside it.
@Suite struct ExcludeRuleTests {
    @Test(arguments: [".", "Sub"])
    func generateAndCheckLeaveOutTheSameFiles(walked: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "exclude:\n  - Sub/Old\n")
        // Empty manifests are invalid: each one a command reads is an error it reports at that file.
        for path in ["Sub/Old/A.intentflow.yaml", "Sub/Kept/B.intentflow.yaml"] { try directory.write(path, "") }
        for path in ["Sub/Old/A.swift", "Sub/Kept/B.swift"] { try directory.write(path, "let a = 1\n") }
        let prefix = walked == "." ? "" : walked + "/"

        let generated = ManifestSet.load(ManifestRequest(paths: [walked], workingDirectory: directory.url))
        let root = directory.url.appendingPathComponent(walked)
        let checked = try ProjectChecker.run(CheckOptions(root: root, displayPrefix: prefix))

        #expect(generated.entries.map(\.path) == ["Sub/Kept/B.intentflow.yaml"])
        #expect(checked.manifestCount == generated.entries.count)
        #expect(checked.swiftFileCount == 1)
        let reported = Set(checked.diagnostics.filter { $0.severity == .error }.map(\.location.file))
        #expect(reported == Set(generated.entries.map(\.path)))
    }

    /// The same through each command's own road: `generate` and `agents --root` through the pipeline, `check`
    /// through its checker. Each reports the invalid manifests it read, so the files reported are the files read.
    @Test(arguments: [".", "Sub"])
    func everyCommandReadsTheSameManifests(walked: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "exclude:\n  - Sub/Old\n")
        for path in ["Sub/Old/A.intentflow.yaml", "Sub/Kept/B.intentflow.yaml"] { try directory.write(path, "") }
        let root = directory.url.appendingPathComponent(walked)
        let errors = { (diagnostics: [Diagnostic]) in
            Set(diagnostics.filter { $0.severity == .error }.map(\.location.file))
        }

        var generate = GenerationRequest(
            .generate(
                manifests: ManifestRequest(paths: [walked], workingDirectory: directory.url), addingMissingTraces: false),
            workingDirectory: directory.url)
        generate.write.dryRun = true
        let generated = GenerationPipeline().run(generate)
        let agents = GenerationPipeline().run(
            GenerationRequest(.agents(root: root, tools: [.claude], exclude: []), workingDirectory: directory.url))
        let checked = try ProjectChecker.run(
            CheckOptions(root: root, displayPrefix: walked == "." ? "" : walked + "/", workingDirectory: directory.url))

        #expect(errors(generated.diagnostics.diagnostics) == ["Sub/Kept/B.intentflow.yaml"])
        #expect(errors(agents.diagnostics.diagnostics) == ["Sub/Kept/B.intentflow.yaml"])
        #expect(errors(checked.diagnostics) == ["Sub/Kept/B.intentflow.yaml"])
    }
}
