import Foundation
@testable import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import Testing

/// `intentflow feature <Name> --mode ai` run again on a feature that exists.
@Suite struct FeatureScaffoldTests {
    func generator(output: URL) throws -> FeatureGenerator {
        try FeatureGenerator(
            options: GenerateOptions(output: output, workingDirectory: output), catalog: PackCatalog(projectRoot: nil))
    }

    @Test func aSecondRunGeneratesFromTheEditedManifestNotTheStarter() throws {
        let directory = try TemporaryDirectory()
        try FilePlanWriter().write(try generator(output: directory.url).planFeature("Login", mode: .ai))
        let path = "Sources/Login/Login.intentflow.yaml"
        let edited = try #require(directory.read(path)).replacingOccurrences(of: "  - idle\n", with: "  - idle\n  - lockedOut\n")
        try directory.write(path, edited)
        let plan = try generator(output: directory.url).planFeature("Login", mode: .ai)
        #expect(plan.files.first { $0.path == path }?.status == .unchanged)
        let contract = try #require(plan.files.first { $0.path == "Sources/Login/LoginContract.swift" })
        #expect(contract.status == .updated)
        #expect(contract.contents.contains("lockedOut"))
    }

    @Test func theStarterCommentPrintsACommandThatWorksFromWhereFeatureRan() throws {
        let directory = try TemporaryDirectory()
        try FilePlanWriter().write(try generator(output: directory.url).planFeature("Shop", mode: .ai))
        let manifest = try #require(directory.read("Sources/Shop/Shop.intentflow.yaml"))
        #expect(manifest.contains("#   intentflow generate Sources/Shop/Shop.intentflow.yaml\n"))
    }

    @Test func aPathTheShellWouldSplitIsQuotedInTheStarterComment() {
        #expect(StarterManifest.shellWord("My App/Shop.intentflow.yaml", orFileOf: "Shop") == "'My App/Shop.intentflow.yaml'")
        #expect(StarterManifest.shellWord("it's/Shop.intentflow.yaml", orFileOf: "Shop") == #"'it'\''s/Shop.intentflow.yaml'"#)
        #expect(StarterManifest.shellWord("a\nb/Shop.intentflow.yaml", orFileOf: "Shop") == "Shop.intentflow.yaml")
        #expect(StarterManifest.shellWord("../Shop/Shop.intentflow.yaml", orFileOf: "Shop") == "../Shop/Shop.intentflow.yaml")
    }

    @Test func anInvalidExistingManifestIsReportedNotReplaced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Login/Login.intentflow.yaml", "schemaVersion: \"0.2\"\nfeature: [\n")
        let generator = try generator(output: directory.url)
        do throws(GeneratorError) {
            _ = try generator.planFeature("Login", mode: .ai)
            Issue.record("planned over an invalid manifest")
        } catch {
            #expect(error.diagnostics.first?.location.file == "Sources/Login/Login.intentflow.yaml")
            #expect(error.diagnostics.first?.severity == .error)
        }
        #expect(directory.read("Sources/Login/Login.intentflow.yaml") == "schemaVersion: \"0.2\"\nfeature: [\n")
    }
}
