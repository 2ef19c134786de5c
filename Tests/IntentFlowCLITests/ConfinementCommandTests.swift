import Foundation
import IntentFlowProject
import Testing

@testable import IntentFlowCLI
@testable import IntentFlowGenerate

/// Issue 32: a hostile repository's files cannot make a command write outside the project; only the command line
/// may name such a place, and reports then say where the files really went.
@Suite struct ConfinementCommandTests {
    static let login = """
        schemaVersion: "0.1"
        feature: Login
        states: [idle]
        intents: [start]

        """

    /// A temporary directory outside every project, removed afterwards.
    final class Outside {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-outside-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        var files: [String] { (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [] }
    }

    @Test func aConfigOutputOutsideTheProjectIsALocatedErrorAndWritesNothing() throws {
        let outside = try Outside()
        let project = try Project(config: "pack: base\noutput: \(outside.url.path)\n")
        try project.write("Login.intentflow.yaml", Self.login)
        let result = project.run(["generate", "Login.intentflow.yaml"])
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("config.yaml:2:9: error: 'output: \(outside.url.path)' leads to"), "\(result.stderr)")
        #expect(result.stderr.contains("[config.output-outside]"))
        #expect(outside.files.isEmpty)
        let feature = project.run(["feature", "Pay", "--mode", "ai"])
        #expect(feature.code == .usageOrIO)
        #expect(outside.files.isEmpty)
    }

    @Test func anOutputOutsideNamedOnTheCommandLineIsReportedWhereItReallyIs() throws {
        let project = try Project()
        try project.write("Login.intentflow.yaml", Self.login)
        let outside = try Outside()
        let result = project.run(["generate", "Login.intentflow.yaml", "--pack", "base", "--output", outside.url.path])
        #expect(result.code == .success, "\(result.stderr)")
        let shown = RelativePath.from(project.url, to: outside.url)
        #expect(shown.hasPrefix("../"))
        #expect(result.stdout.contains("created   \(shown)/Login/LoginContract.swift"), "\(result.stdout)")
    }

    @Test func packInitDoesNotFollowALinkedPacksFolderOutOfTheProject() throws {
        let project = try Project()
        let outside = try Outside()
        try FileManager.default.removeItem(at: project.url.appendingPathComponent(".intentflow/packs"))
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent(".intentflow/packs"), withDestinationURL: outside.url)
        let result = project.run(["pack", "init", "acme"])
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("[pack.outside-root]"), "\(result.stderr)")
        #expect(result.stderr.contains("leads to \(outside.url.resolvingSymlinksInPath().path)/acme"), "\(result.stderr)")
        #expect(outside.files.isEmpty)
    }

    @Test func packTestUpdateDoesNotWriteThroughALinkedSnapshot() throws {
        let project = try Project()
        let outside = try Outside()
        try Data("export PATH=/usr/bin\n".utf8).write(to: outside.url.appendingPathComponent("keep.txt"))
        try project.write(".intentflow/packs/base/tests/checkout.intentflow.yaml", PackTestCommandTests.checkout)
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent(".intentflow/packs/base/tests/checkout.expected"),
            withDestinationURL: outside.url)
        let result = project.run(["pack", "test", "base", "--update"])
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("outside the pack"), "\(result.stderr)")
        #expect(outside.files == ["keep.txt"])
    }
}
