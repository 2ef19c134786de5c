import Foundation
import Testing

@testable import IntentFlowCLI

/// `intentflow coverage`: the report, `--min` for CI, and bad input as located errors with the usual exit codes.
@Suite struct CoverageCommandTests {
    static let search = """
        schemaVersion: "0.2"
        feature: Search
        states: [idle, loading]
        intents: [search, cancel]
        events: [loaded]
        effects:
          - {name: fetch, emits: [loaded]}
        acceptanceTraces:
          - idle + search -> loading + fetch effect
          - loading + loaded -> idle
          - loading + cancel -> idle + cancel fetch effect

        """

    func project(_ files: [String: String]) throws -> URL {
        try temporaryTree(files, prefix: "coverage")
    }

    /// Issue 45: a feature of 1,001 states by 1,000 intents (a million and one pairs; 5,000 × 5,000 asked for
    /// 1.6 GB and crashed) is refused at its `states:` before any pair is made.
    @Test func aFeatureWithMorePairsThanTheLimitIsRefusedAtItsStates() throws {
        let states = (0...1_000).map { "s\($0)" }.joined(separator: ", ")
        let intents = (0..<1_000).map { "i\($0)" }.joined(separator: ", ")
        let yaml = "schemaVersion: \"0.2\"\nfeature: Big\nstates: [\(states)]\nintents: [\(intents)]\n"
        let root = try project(["big.intentflow.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = runCLI(["coverage", "big.intentflow.yaml", "--min", "50"], in: root)
        #expect(result.code == .usageOrIO)
        #expect(
            result.stderr.contains(
                "big.intentflow.yaml:3:9: error: Big has 1001 states and 1000 signals: 1001000 (state, signal) pairs"),
            "\(result.stderr)")
        #expect(result.stderr.contains("[coverage.too-large]"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aDirectoryIsReportedFeatureByFeature() throws {
        let root = try project(["features/search.intentflow.yaml": Self.search])
        let result = runCLI(["coverage", "features"], in: root)
        #expect(result.code == .success, "\(result.stderr)")
        let heading = "Search (features/search.intentflow.yaml): 50.0% of (state, signal) pairs covered\n"
        #expect(result.stdout.hasPrefix(heading), "\(result.stdout)")
        #expect(result.stdout.contains("  uncovered   idle + cancel, loaded\n              loading + search\n"))
        #expect(result.stdout.hasSuffix("total: 50.0% of (state, signal) pairs covered (3 of 6) in 1 feature\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [("50", ExitCode.success), ("0", .success), ("50.1", .findings), ("100", .findings)])
    func minimumDecidesTheExitCode(minimum: String, code: ExitCode) throws {
        let root = try project(["search.intentflow.yaml": Self.search])
        let result = runCLI(["coverage", ".", "--min", minimum], in: root)
        #expect(result.code == code)
        let message = "intentflow: error: Search covers 50.0% of its (state, signal) pairs, below --min \(minimum)\n"
        #expect(result.stderr == (code == .success ? "" : message))
        #expect(result.stdout.contains("total: 50.0%"), "the report is printed either way")
    }

    @Test(arguments: ["abc", "-1", "101", "nan", "inf"])
    func aBadMinimumIsAUsageError(minimum: String) throws {
        let root = try project(["search.intentflow.yaml": Self.search])
        let result = runCLI(["coverage", ".", "--min", minimum], in: root)
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("--min takes a percentage from 0 to 100"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func jsonIsOneObject() throws {
        let root = try project(["search.intentflow.yaml": Self.search])
        let result = runCLI(["coverage", "search.intentflow.yaml", "--format", "json", "--min", "60"], in: root)
        #expect(result.code == .findings)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(object["belowMinimum"] as? [String] == ["Search"])
        let features = try #require(object["features"] as? [[String: Any]])
        #expect(features.first?["feature"] as? String == "Search")
        #expect((features.first?["pairs"] as? [String: Any])?["byTrace"] as? Int == 3)
    }

    @Test func anInvalidManifestIsALocatedErrorAndTheOthersAreStillReported() throws {
        let root = try project([
            "a/search.intentflow.yaml": Self.search,
            "b/broken.intentflow.yaml": Self.search.replacingOccurrences(of: "feature: Search", with: "feature: Broken")
                .replacingOccurrences(of: "loading + loaded", with: "loading + lodaed"),
        ])
        let result = runCLI(["coverage", "a", "b"], in: root)
        #expect(result.code == .findings)
        #expect(
            result.stderr.contains(
                "b/broken.intentflow.yaml:10:15: error: unknown signal 'lodaed': it is neither a declared intent nor "
                    + "event"),
            "\(result.stderr)")
        #expect(result.stdout.contains("Search (a/search.intentflow.yaml)"))
        #expect(!result.stdout.contains("Broken"))
    }

    @Test func noInputOrAMissingPathExitsTwo() throws {
        let root = try project(["search.intentflow.yaml": Self.search])
        let none = runCLI(["coverage"], in: root)
        #expect(none.code == .usageOrIO)
        #expect(none.stderr.contains("'coverage' needs at least one manifest file or directory"))
        let missing = runCLI(["coverage", "nowhere"], in: root)
        #expect(missing.code == .usageOrIO)
        #expect(missing.stderr.contains("nowhere:1:1: error: cannot read 'nowhere': no such file or directory"))
        #expect(missing.stdout.isEmpty)
        let empty = try project(["README.md": "no manifests here\n"])
        #expect(runCLI(["coverage", "."], in: empty).code == .usageOrIO)
    }

    @Test func helpStatesThePercentage() {
        let help = runCLI(["coverage", "--help"]).stdout
        #expect(help.contains("The percentage is the feature's covered (state, signal) pairs over all its pairs"))
        #expect(help.contains("[--min <percent>]"))
    }
}
