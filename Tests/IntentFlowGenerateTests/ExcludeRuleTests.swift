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
}
