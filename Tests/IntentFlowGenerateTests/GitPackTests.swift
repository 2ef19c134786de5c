import Foundation
import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates
import Testing

@testable import IntentFlowGenerate

/// Packs shared through git: a local repository made in the test, reached by a file:// URL, at a tag.
@Suite struct GitPackTests {
    /// A repository holding a pack in `packs/acme`, tagged `v1.0.0`, and a project whose team pack extends it.
    final class Fixture {
        let directory: TemporaryDirectory
        let repository: URL
        let catalog: PackCatalog
        var url: String { "file://" + repository.path }

        init(requires: String = "intentflow >= 0.1") throws {
            directory = try TemporaryDirectory()
            repository = directory.url.appendingPathComponent("shared-packs")
            try directory.write("shared-packs/packs/acme/pack.yaml", "name: acme\nversion: 1.0.0\nrequires: \(requires)\nextends: swift\n")
            try directory.write(
                "shared-packs/packs/acme/contract.swift.mustache",
                "{{<contract.swift}}{{$header}}// Acme v1\n{{/header}}{{/contract.swift}}")
            catalog = PackCatalog(
                projectRoot: directory.url, gitCache: GitPackCache(root: directory.url.appendingPathComponent("cache")))
            try git(["init", "--quiet"])
            try git(["add", "-A"])
            try git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "v1"])
            try git(["tag", "v1.0.0"])
        }

        /// Runs git in the repository.
        @discardableResult
        func git(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", repository.path] + arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// A team pack `team` extending the shared pack with the given `extends:` value.
        func team(extends value: String) throws -> ResolvedPack {
            try directory.write(".intentflow/packs/team/pack.yaml", "name: team\nextends: \(value)\n")
            return try catalog.resolve("team", relativeTo: directory.url)
        }

        func error(extends value: String) throws -> Diagnostic {
            do {
                _ = try team(extends: value)
            } catch let error as GeneratorError {
                return try #require(error.diagnostics.first)
            }
            Issue.record("expected an error")
            return Diagnostic(.error, "", at: SourceLocation(file: "", line: 0, column: 0), rule: "")
        }
    }

    @Test func aChildExtendsAPackInAGitRepositoryAtATagPinnedByCommit() throws {
        let fixture = try Fixture()
        let pack = try fixture.team(extends: "{git: \"\(fixture.url)\", ref: v1.0.0, path: packs/acme}")
        #expect(pack.chain.map(\.name) == ["team", "acme", "swift"])
        let acme = pack.chain[1]
        #expect(acme.origin.gitCommit == (try fixture.git(["rev-parse", "v1.0.0^{commit}"])))
        #expect(acme.origin.gitSource?.ref == "v1.0.0")
        #expect(acme.version == "1.0.0")
        // The record of what was generated pins the commit the git-hosted parent came from.
        #expect(PackStamp(pack).git == acme.origin.gitCommit)
        let contract = try pack.library.render("contract.swift", context: FeatureContext.make(manifest: SampleManifests.login))
        #expect(contract.contains("// Acme v1"))
    }

    @Test func aFetchedPackIsUsedFromTheCacheOffline() throws {
        let fixture = try Fixture()
        let extends = "{git: \"\(fixture.url)\", ref: v1.0.0, path: packs/acme}"
        let commit = try #require(try fixture.team(extends: extends).chain[1].origin.gitCommit)
        try FileManager.default.removeItem(at: fixture.repository)
        let offline = try fixture.team(extends: extends)
        #expect(offline.chain[1].origin.gitCommit == commit)
        // Pinned by the commit itself, too.
        #expect(try fixture.team(extends: "{git: \"\(fixture.url)\", ref: \(commit), path: packs/acme}").chain.count == 3)
    }

    @Test func aTagMadeAfterTheFirstFetchIsFetched() throws {
        let fixture = try Fixture()
        _ = try fixture.team(extends: "{git: \"\(fixture.url)\", ref: v1.0.0, path: packs/acme}")
        try fixture.directory.write("shared-packs/packs/acme/contract.swift.mustache", "{{<contract.swift}}{{$header}}// Acme v2\n{{/header}}{{/contract.swift}}")
        try fixture.git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet", "-am", "v2"])
        try fixture.git(["tag", "v2.0.0"])
        let pack = try fixture.team(extends: "{git: \"\(fixture.url)\", ref: v2.0.0, path: packs/acme}")
        let contract = try pack.library.render("contract.swift", context: FeatureContext.make(manifest: SampleManifests.login))
        #expect(contract.contains("// Acme v2"))
    }

    @Test func aRefThatDoesNotExistIsLocatedAtRefWithASuggestion() throws {
        let fixture = try Fixture()
        let diagnostic = try fixture.error(extends: "{git: \"\(fixture.url)\", ref: v1.0.1, path: packs/acme}")
        #expect(diagnostic.ruleID == "pack.git-ref")
        #expect(diagnostic.message.contains("did you mean 'v1.0.0'?"))
        #expect(diagnostic.location.file.hasSuffix(".intentflow/packs/team/pack.yaml"))
        #expect(diagnostic.location.line == 2)
        // `extends: {git: "` fills columns 1-16, then come the URL and `", ref: ` (8 characters).
        #expect(diagnostic.location.column == 16 + fixture.url.count + 8 + 1)
    }

    @Test func aRepositoryThatCannotBeFetchedIsLocatedAtGit() throws {
        let fixture = try Fixture()
        let diagnostic = try fixture.error(extends: "{git: \"\(fixture.url)-missing\", ref: v1.0.0}")
        #expect(diagnostic.ruleID == "pack.git")
        #expect(diagnostic.message.contains("cannot fetch the pack repository"))
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.location.column == 16)
    }

    @Test func aFolderTheRepositoryDoesNotHaveIsAnError() throws {
        let fixture = try Fixture()
        let diagnostic = try fixture.error(extends: "{git: \"\(fixture.url)\", ref: v1.0.0, path: packs/acm}")
        #expect(diagnostic.ruleID == "pack.not-found")
        #expect(diagnostic.message.contains("no folder 'packs/acm'"))
    }

    @Test func aPackThatRequiresANewerIntentflowIsAnError() throws {
        let fixture = try Fixture(requires: "intentflow >= 99.0")
        let diagnostic = try fixture.error(extends: "{git: \"\(fixture.url)\", ref: v1.0.0, path: packs/acme}")
        #expect(diagnostic.ruleID == "pack.requires")
        #expect(diagnostic.message.contains("requires intentflow >= 99.0, and this is intentflow \(IntentFlowVersion.current)"))
        #expect(diagnostic.location.line == 3)
    }

    @Test func requirementsCompareVersionsByNumber() {
        #expect(ToolRequirement.isOlder([0, 2], than: [0, 10]))
        #expect(!ToolRequirement.isOlder([0, 2, 0], than: [0, 2]))
        #expect(!ToolRequirement.isOlder([1], than: [0, 9, 9]))
        #expect(ToolRequirement.numbers("1.x") == nil)
        #expect(ToolRequirement.numbers("-1") == nil)
    }

    @Test func theConfigNamesAGitPack() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "pack:\n  git: https://example.com/packs.git\n  ref: v1\n  path: acme\n")
        let configuration = try ProjectConfiguration.discover(from: directory.url)
        guard case .git(let source)? = configuration.pack else {
            Issue.record("expected a git pack, got \(String(describing: configuration.pack))")
            return
        }
        #expect(source.url == "https://example.com/packs.git")
        #expect(source.ref == "v1")
        #expect(source.path == "acme")
        try directory.write(".intentflow/config.yaml", "pack:\n  git: https://example.com/packs.git\n")
        #expect(throws: GeneratorError.self) { try ProjectConfiguration.discover(from: directory.url) }
    }
}
