import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing

import IntentFlowCheck
@testable import IntentFlowGenerate

/// Issue 32, cause 11: packs, their rules and `extends:`, and children manifests are read only inside the project
/// (a git pack: inside its checkout); a path or link that leaves is a located error naming where it leads.
@Suite struct PackConfinementTests {
    let project: TemporaryDirectory
    let outside: TemporaryDirectory
    let catalog: PackCatalog

    init() throws {
        project = try TemporaryDirectory()
        outside = try TemporaryDirectory()
        try project.write(".intentflow/config.yaml", "pack: base\n")
        catalog = PackCatalog(projectRoot: project.url, builtInFiles: PackFixtures.base)
    }

    private func error(resolving name: String) throws -> Diagnostic {
        do {
            let pack = try catalog.resolve(name, relativeTo: project.url)
            Issue.record("pack '\(name)' resolved to \(pack.chain.map(\.displayPath))")
        } catch {
            return try #require(error.diagnostics.first)
        }
        return Diagnostic(.error, "", at: SourceLocation(file: "", line: 0, column: 0), rule: "")
    }

    @Test func rulesOutsideThePackAreNotRead() throws {
        try outside.write("credentials", "aws_secret_access_key: hunter2\n")
        let packDirectory = project.url.appendingPathComponent(".intentflow/packs/acme")
        let relative = RelativePath.from(packDirectory, to: outside.url.appendingPathComponent("credentials"))
        try project.write(".intentflow/packs/acme/pack.yaml", "name: acme\nextends: base\nrules: \(relative)\n")
        let chain = try catalog.chain(.named("acme"), relativeTo: project.url)
        let (files, unreadable) = PackRules.files(of: chain)
        #expect(files.allSatisfy { !$0.path.contains("credentials") })
        let diagnostic = try #require(unreadable.first)
        #expect(diagnostic.ruleID == "pack.rules")
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.message.contains("outside the pack 'acme'"), "\(diagnostic.message)")
        #expect(!diagnostic.message.contains("aws_secret_access_key"))
    }

    @Test func extendsOutsideTheProjectIsALocatedError() throws {
        try PackFixtures.write(["pack.yaml": "name: foreign\nextends: base\n"], to: outside.url.appendingPathComponent("foreign"))
        let packDirectory = project.url.appendingPathComponent(".intentflow/packs/acme")
        let relative = RelativePath.from(packDirectory, to: outside.url.appendingPathComponent("foreign"))
        try project.write(".intentflow/packs/acme/pack.yaml", "name: acme\nextends: \(relative)\n")
        let diagnostic = try error(resolving: "acme")
        #expect(diagnostic.ruleID == "pack.outside-root")
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.message.contains("leads to \(outside.url.resolvingSymlinksInPath().path)/foreign"))
    }

    @Test func aTeamPackLinkedOutOfTheProjectIsALocatedError() throws {
        try PackFixtures.write(["pack.yaml": "name: acme\nextends: base\n"], to: outside.url.appendingPathComponent("acme"))
        try FileManager.default.createDirectory(
            at: project.url.appendingPathComponent(".intentflow/packs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent(".intentflow/packs/acme"),
            withDestinationURL: outside.url.appendingPathComponent("acme"))
        let diagnostic = try error(resolving: "acme")
        #expect(diagnostic.ruleID == "pack.outside-root")
        #expect(diagnostic.location.file == ".intentflow/packs/acme")
    }

    @Test func aChildManifestOutsideTheProjectIsNotRead() throws {
        try outside.write("Secret.intentflow.yaml", "schemaVersion: \"0.1\"\nfeature: Secret\nstates: [hiddenState]\n")
        let relative = RelativePath.from(project.url, to: outside.url.appendingPathComponent("Secret.intentflow.yaml"))
        for manifestPath in [relative, outside.url.appendingPathComponent("Secret.intentflow.yaml").path] {
            try project.write(
                "Host.intentflow.yaml",
                """
                schemaVersion: "0.1"
                feature: Host
                states: [idle]
                children:
                  - id: secret
                    feature: Secret
                    manifest: \(manifestPath)

                """)
            let set = ManifestSet.load(ManifestRequest(paths: ["Host.intentflow.yaml"], workingDirectory: project.url))
            let entry = try #require(set.entries.first)
            #expect(entry.result.manifest?.childManifests.isEmpty == true, "\(manifestPath)")
            let diagnostic = entry.result.diagnostics.first { $0.message.contains("outside the project root") }
            #expect(diagnostic?.location.line == 7, "\(entry.result.diagnostics)")
        }
    }

    @Test func aGitPacksFolderLinkedOutOfItsCheckoutIsALocatedError() throws {
        let fixture = try GitPackTests.Fixture()
        try FileManager.default.createDirectory(
            at: fixture.repository.appendingPathComponent("packs"), withIntermediateDirectories: true)
        try PackFixtures.write(["pack.yaml": "name: evil\nextends: swift\n"], to: outside.url.appendingPathComponent("evil"))
        try FileManager.default.createSymbolicLink(
            at: fixture.repository.appendingPathComponent("packs/evil"),
            withDestinationURL: outside.url.appendingPathComponent("evil"))
        try fixture.git(["add", "-A"])
        try fixture.git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "evil"])
        try fixture.git(["tag", "evil"])
        let diagnostic = try fixture.error(extends: "{git: \"\(fixture.url)\", ref: evil, path: packs/evil}")
        #expect(diagnostic.ruleID == "pack.outside-root")
        #expect(diagnostic.message.contains("outside the checkout"), "\(diagnostic.message)")
    }
}
