import Foundation
import IntentFlowGenerate
import IntentFlowMCP
import Testing

@testable import IntentFlowCLI

/// `intentflow diff`: a repository with a committed manifest, the working tree changed in ways that matter and ways
/// that do not, the formats and `--fail-on`, and bad input as located errors with exit 2 and nothing on stdout.
@Suite struct DiffCommandTests {
    static let search = """
        schemaVersion: "0.2"
        feature: Search
        states: [idle, loading(query: String), failed(message: String)]
        intents: [search(query: String), cancel]
        events: [loaded(count: Int), failed(message: String)]
        effects:
          - {name: fetch, params: ["query: String"], emits: [loaded, failed]}
        outputs: [found(count: Int)]
        acceptanceTraces:
          - "idle + search(q) -> loading(query: q) + fetch(query: q) effect"
          - "loading + loaded(n) -> idle + found(count: n) output"
          - "loading + failed(m) -> failed(message: m)"
          - "loading + cancel -> idle + cancel fetch effect"

        """

    /// A git repository in a temporary directory whose first commit holds `files`.
    final class Repository {
        let url: URL

        init(_ files: [String: String]) throws {
            url = try temporaryTree(files, prefix: "diff")
            try git("init", "-q")
            try commitAll("base")
        }

        func write(_ path: String, _ text: String) throws {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func commitAll(_ message: String) throws {
            try git("add", "-A")
            try git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", message)
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", url.path] + arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test func noChangeSaysSoAndExitsZero() throws {
        let repository = try Repository(["features/search.intentflow.yaml": Self.search])
        let result = runCLI(["diff", "--fail-on", "any"], in: repository.url)
        #expect(result.code == .success, "\(result.stderr)")
        #expect(result.stdout == "no behaviour change: 1 feature compared, working tree against HEAD\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func anAddedTraceAndAChangedOutputPayloadAreReportedAndBreaking() throws {
        let repository = try Repository(["features/search.intentflow.yaml": Self.search])
        let changed = Self.search.replacingOccurrences(of: "outputs: [found(count: Int)]", with: "outputs: [found(total: Int)]")
            .replacingOccurrences(of: "found(count: n) output", with: "found(total: n) output")
            + "  - \"failed + search(q) -> loading(query: q) + fetch(query: q) effect\"\n"
        try repository.write("features/search.intentflow.yaml", changed)

        let json = runCLI(["diff", "--format", "json"], in: repository.url)
        #expect(json.code == .success, "\(json.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["hasBreakingChanges"] as? Bool == true)
        let feature = (object?["features"] as? [[String: Any]])?.first
        #expect(feature?["feature"] as? String == "Search")
        #expect(feature?["headPath"] as? String == "features/search.intentflow.yaml")
        let changes = feature?["changes"] as? [[String: Any]] ?? []
        let output = changes.first { $0["part"] as? String == "output" }
        #expect(output?["kind"] as? String == "changed")
        #expect(output?["breaking"] as? Bool == true)
        #expect(output?["line"] as? Int == 8)
        let trace = changes.first { $0["part"] as? String == "trace" && $0["kind"] as? String == "added" }
        #expect(trace?["name"] as? String == "failed + search($1) -> loading(query: $1) + fetch(query: $1) effect")
        #expect(trace?["after"] as? String == "failed + search(q) -> loading(query: q) + fetch(query: q) effect")

        let markdown = runCLI(["diff", "--format", "markdown"], in: repository.url)
        #expect(markdown.stdout.contains("```mermaid\nstateDiagram-v2\n"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("    failed --> loading : + search / fetch effect\n"))
        #expect(runCLI(["diff", "--fail-on", "breaking"], in: repository.url).code == .findings)
        #expect(runCLI(["diff", "--fail-on", "any"], in: repository.url).code == .findings)
    }

    @Test func aTraceRewordedOrMovedOnlyReportsNothing() throws {
        let repository = try Repository(["search.intentflow.yaml": Self.search])
        let reworded = Self.search
            .replacingOccurrences(
                of: "  - \"idle + search(q) -> loading(query: q) + fetch(query: q) effect\"\n", with: "")
            .replacingOccurrences(of: "loading + failed(m) -> failed(message: m)", with: "loading + failed(why) -> failed(message: why)")
            .replacingOccurrences(of: "loading + cancel -> idle", with: "loading + cancel(the person gives up) -> idle")
            + "  - \"idle + search(text) -> loading(query: text) + fetch(query: text) effect\"\n"
        try repository.write("search.intentflow.yaml", reworded)
        let result = runCLI(["diff", "--fail-on", "any"], in: repository.url)
        #expect(result.code == .success, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("no behaviour change"))
    }

    @Test func aFeatureAddedOrRemovedIsListedWhole() throws {
        let repository = try Repository(["search.intentflow.yaml": Self.search])
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("search.intentflow.yaml"))
        try repository.write(
            "other/browse.intentflow.yaml",
            Self.search.replacingOccurrences(of: "feature: Search", with: "feature: Browse"))
        let result = runCLI(["diff"], in: repository.url)
        #expect(result.code == .success, "\(result.stderr)")
        #expect(result.stdout.contains("Browse (other/browse.intentflow.yaml): added\n  + feature Browse\n"))
        #expect(result.stdout.contains("Search (search.intentflow.yaml): removed, 1 breaking\n  - feature Search\n"))
        #expect(runCLI(["diff", "--fail-on", "breaking"], in: repository.url).code == .findings)
    }

    @Test func textIsColouredOnlyWhenTheSinkColours() throws {
        let repository = try Repository(["search.intentflow.yaml": Self.search])
        try repository.write("search.intentflow.yaml", Self.search.replacingOccurrences(of: ", cancel]", with: "]")
            .replacingOccurrences(of: "  - \"loading + cancel -> idle + cancel fetch effect\"\n", with: ""))
        let colored = OutputSink.buffer(colored: true)
        let context = CommandContext(
            workingDirectory: repository.url, environment: [:], standardOutput: colored, standardError: .buffer())
        #expect(IntentFlowCLI.run(["diff"], in: context) == .success)
        #expect(colored.text.contains("\u{1B}[31m- intent cancel\u{1B}[0m"), "\(colored.text)")
        #expect(!runCLI(["diff"], in: repository.url).stdout.contains("\u{1B}["))
    }

    @Test func anUnknownRevisionIsALocatedErrorAndPrintsNothing() throws {
        let repository = try Repository(["search.intentflow.yaml": Self.search])
        let result = runCLI(["diff", "--base", "no-such-branch"], in: repository.url)
        #expect(result.code == .usageOrIO)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("<command line>:1:1: error: unknown revision 'no-such-branch'"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("[diff.unknown-revision]\n"))
    }

    @Test func aPathOutsideTheRepositoryIsALocatedError() throws {
        let repository = try Repository(["search.intentflow.yaml": Self.search])
        let result = runCLI(["diff", ".."], in: repository.url)
        #expect(result.code == .usageOrIO)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error: '..' leads to "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("[diff.outside-repository]\n"))
    }

    @Test func aManifestThatDoesNotLoadAtOneSideNamesTheSide() throws {
        let broken = Self.search.replacingOccurrences(of: "loading + cancel -> idle", with: "loading + stop -> idle")
        let repository = try Repository(["search.intentflow.yaml": broken])
        try repository.write("search.intentflow.yaml", Self.search)
        let atBase = runCLI(["diff"], in: repository.url)
        #expect(atBase.code == .usageOrIO)
        #expect(atBase.stdout.isEmpty)
        #expect(atBase.stderr.hasPrefix("search.intentflow.yaml:13:16: error: at the base HEAD: "), "\(atBase.stderr)")

        try repository.commitAll("fixed")
        try repository.write("search.intentflow.yaml", broken)
        let inWorkingTree = runCLI(["diff", "--format", "json"], in: repository.url)
        #expect(inWorkingTree.code == .usageOrIO)
        #expect(inWorkingTree.stdout.isEmpty)
        #expect(inWorkingTree.stderr.hasPrefix("search.intentflow.yaml:13:16: error: in the working tree: "))
    }

    @Test func aFeatureDeclaredTwiceAtOneSideIsALocatedError() throws {
        let repository = try Repository(["a/search.intentflow.yaml": Self.search])
        try repository.write("b/search.intentflow.yaml", Self.search)
        let result = runCLI(["diff"], in: repository.url)
        #expect(result.code == .usageOrIO)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "b/search.intentflow.yaml:2:10: error: in the working tree: the feature 'Search' is also "
                + "declared by a/search.intentflow.yaml; diff pairs features by name, so name paths that hold one of "
                + "them [diff.duplicate-feature]\n")
        #expect(runCLI(["diff", "a"], in: repository.url).code == .success)
    }

    @Test func theBaseMayBeAFolder() throws {
        let repository = try Repository([
            "old/search.intentflow.yaml": Self.search,
            "new/search.intentflow.yaml": Self.search.replacingOccurrences(of: ", cancel]", with: ", cancel, clear]"),
        ])
        let result = runCLI(["diff", "new", "--base", "old", "--format", "github"], in: repository.url)
        #expect(result.code == .success, "\(result.stderr)")
        let annotation = "::notice file=new/search.intentflow.yaml,line=4,col=42,title=diff.intent::"
        #expect(result.stdout == annotation + "Search: intent clear added\n", "\(result.stdout)")
    }

    @Test func theSkillsLastStepAsksForTheDiffBeforeAPullRequest() {
        #expect(AgentProcedure.finish.hasSuffix(
            "Before you open a pull request, run `intentflow diff` (or the `diff` tool) and state in your own words "
                + "what the change does to the feature's behaviour, breaking changes first."))
        #expect(MCPToolbox.all.contains { $0.name == "diff" })
        #expect(CommandRegistry.all.contains { $0.name == "diff" })
    }
}
