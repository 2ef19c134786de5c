import Foundation
import IntentFlowManifest
import Testing
@testable import IntentFlowCLI

/// A fresh temporary directory holding the given files (relative path → contents).
private func directory(with files: [String: Data]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-cli-\(UUID().uuidString)")
    for (path, contents) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
    }
    return root
}

private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

private let valid = Data("""
    schemaVersion: "0.2"
    feature: Search
    states: [idle, loading, failed(message: String)]
    intents: [search(query: String)]
    acceptanceTraces:
      - idle + search -> loading
      - loading + search -> failed

    """.utf8)

private let warning = Data("""
    schemaVersion: "0.2"
    feature: Search
    owner: search-team
    states: [idle, failed]
    intents: [search]

    """.utf8)

/// No state names failure and the effect states no policy: advice, not findings.
private let advised = Data("""
    schemaVersion: "0.2"
    feature: Search
    states: [idle, loading]
    intents: [search]
    effects: [fetch]
    acceptanceTraces:
      - idle + search -> loading + fetch effect

    """.utf8)

@Suite struct ValidateCommandTests {
    @Test func validManifestsExitZeroWithASummary() throws {
        let dir = try directory(with: ["a.intentflow.yaml": valid])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = runCLI(["validate", "a.intentflow.yaml"], in: dir)
        #expect(result.code == .success)
        #expect(result.stdout == "")
        #expect(result.stderr == "validated 1 manifest: 0 errors, 0 warnings\n")
    }

    @Test func theRepositoryLoginManifestValidates() {
        let result = runCLI(["validate", ".intentflow/login.intentflow.yaml"], in: repositoryRoot)
        #expect(result.code == .success)
        #expect(result.stdout == "")
    }

    @Test func errorsExitOneAndWarningsOnlyWithStrict() throws {
        let dir = try directory(with: ["w.intentflow.yaml": warning, "e.intentflow.yaml": Data("feature: 1\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let warned = runCLI(["validate", "w.intentflow.yaml"], in: dir)
        #expect(warned.code == .success)
        #expect(warned.stdout.contains("w.intentflow.yaml:3:1: warning: unknown key 'owner'"))
        #expect(runCLI(["validate", "--strict", "w.intentflow.yaml"], in: dir).code == .findings)
        let failed = runCLI(["validate", "e.intentflow.yaml", "w.intentflow.yaml"], in: dir)
        #expect(failed.code == .findings)
        #expect(failed.stderr == "validated 2 manifests: 4 errors, 1 warning\n")
        let quiet = runCLI(["validate", "--quiet", "e.intentflow.yaml", "w.intentflow.yaml"], in: dir)
        #expect(quiet.stderr == "")
        #expect(!quiet.stdout.contains("warning"))
        #expect(quiet.stdout.contains("e.intentflow.yaml:1:10: error: feature name '1' is not a Swift identifier"))
    }

    @Test func adviceIsANoteThatNeverFailsAndNoFailureStateOnlyUnderStrict() throws {
        let dir = try directory(with: ["a.intentflow.yaml": advised])
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = runCLI(["validate", "a.intentflow.yaml"], in: dir)
        #expect(plain.code == .success)
        #expect(
            plain.stdout.split(separator: "\n").map { $0.components(separatedBy: ": note:").first ?? "" }
                == ["a.intentflow.yaml:5:11"], "\(plain.stdout)")
        #expect(plain.stdout.contains("effect 'fetch' states no policy") && plain.stdout.contains("[manifest.default-policy]"))
        #expect(plain.stderr == "validated 1 manifest: 0 errors, 0 warnings\n")
        let strict = runCLI(["validate", "--strict", "a.intentflow.yaml"], in: dir)
        #expect(strict.code == .success)
        #expect(strict.stdout.contains("a.intentflow.yaml:3:9: note: no state models failure"), "\(strict.stdout)")
        #expect(runCLI(["validate", "--quiet", "a.intentflow.yaml"], in: dir).stdout == "")
    }

    @Test func directoriesMeanEveryManifestBelowThemSorted() throws {
        let dir = try directory(with: [
            "m/b.intentflow.yaml": valid, "m/sub/a.intentflow.yaml": warning, "m/notes.yaml": Data("x: [".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = runCLI(["validate", "m"], in: dir)
        #expect(result.code == .success)
        #expect(result.stdout.hasPrefix("m/sub/a.intentflow.yaml:3:1: warning: unknown key 'owner'"), "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stderr == "validated 2 manifests: 0 errors, 1 warning\n")
    }

    @Test func unreadableOrMissingInputExitsTwo() throws {
        let dir = try directory(with: ["empty/readme.txt": Data(), "a.intentflow.yaml": valid])
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = runCLI(["validate", "nope.intentflow.yaml", "a.intentflow.yaml"], in: dir)
        #expect(missing.code == .usageOrIO)
        #expect(missing.stdout == "nope.intentflow.yaml:1:1: error: cannot read 'nope.intentflow.yaml': no such file or directory [manifest.unreadable]\n")
        #expect(runCLI(["validate", "empty"], in: dir).code == .usageOrIO)
        #expect(runCLI(["validate"], in: dir).code == .usageOrIO)
        #expect(runCLI(["validate", "--format", "xml", "a.intentflow.yaml"], in: dir).code == .usageOrIO)
    }

    @Test func hostileFilesAreFindingsNotCrashes() throws {
        var laughs = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip(["a", "b", "c", "d", "e", "f", "g"], ["b", "c", "d", "e", "f", "g", "h"]) {
            laughs += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let files: [String: Data] = [
            "empty.intentflow.yaml": Data(),
            "binary.intentflow.yaml": Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0xFF, 0xFE]),
            "laughs.intentflow.yaml": Data(laughs.utf8),
            "deep.intentflow.yaml": Data(("a: " + String(repeating: "[", count: 10_000)).utf8),
            "tabs.intentflow.yaml": Data("states:\n\t- idle\n".utf8),
            "docs.intentflow.yaml": Data("a: 1\n---\na: 2\n".utf8),
            "big.intentflow.yaml": Data(repeating: 0x61, count: 5 << 20),
        ]
        let dir = try directory(with: files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = runCLI(["validate", "."], in: dir)
        #expect(result.code == .findings)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.map { $0.components(separatedBy: ": error:").first ?? "" } == [
            "big.intentflow.yaml:1:1", "binary.intentflow.yaml:1:1", "deep.intentflow.yaml:1:67",
            "docs.intentflow.yaml:2:1", "empty.intentflow.yaml:1:1", "laughs.intentflow.yaml:6:8",
            "tabs.intentflow.yaml:2:1",
        ])
    }

    @Test func machineFormats() throws {
        let dir = try directory(with: ["w.intentflow.yaml": warning])
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = runCLI(["validate", "--format", "json", "w.intentflow.yaml"], in: dir)
        #expect(json.code == .success)
        #expect(json.stderr == "")
        let objects = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(objects?.first?["rule"] as? String == "manifest.unknown-key")
        #expect(objects?.first?["line"] as? Int == 3)
        let github = runCLI(["validate", "--format", "github", "w.intentflow.yaml"], in: dir)
        #expect(github.stdout.hasPrefix("::warning file=w.intentflow.yaml,line=3,col=1,title=manifest.unknown-key::"))
        let sarif = runCLI(["validate", "--format=sarif", "w.intentflow.yaml"], in: dir)
        #expect(sarif.stdout.contains("\"version\" : \"2.1.0\""))
        let empty = runCLI(["validate", "--format", "json", "--quiet", "w.intentflow.yaml"], in: dir)
        #expect(empty.stdout == "[\n\n]\n" || empty.stdout == "[]\n")
    }
}

@Suite struct SchemaCommandTests {
    @Test func printsTheSchemaAndTheRepositoryCopyIsCurrent() throws {
        let result = runCLI(["schema"])
        #expect(result.code == .success)
        let stored = try String(contentsOf: repositoryRoot.appendingPathComponent(".intentflow/schema.json"), encoding: .utf8)
        #expect(result.stdout == stored, "regenerate with: swift run intentflow schema > .intentflow/schema.json")
        let old = runCLI(["schema", "--version", "0.1"])
        #expect(old.stdout.contains("\"title\" : \"IntentFlow manifest 0.1\""))
        #expect(!old.stdout.contains("caseMapping"))
        #expect(runCLI(["schema", "--version", "9"]).code == .usageOrIO)
    }

    @Test func compactPrintsOneLinePerKey() {
        let result = runCLI(["schema", "--compact", "--version", "0.1"])
        #expect(result.code == .success)
        #expect(result.stdout == CompactSchema.text(for: .v0_1))
    }
}

@Suite struct GraphCommandTests {
    @Test func drawsMermaidAndDot() throws {
        let mermaid = runCLI(["graph", ".intentflow/login.intentflow.yaml"], in: repositoryRoot)
        #expect(mermaid.code == .success)
        #expect(mermaid.stdout.hasPrefix("stateDiagram-v2\n    idle\n"))
        #expect(mermaid.stdout.contains("    [*] --> idle\n    idle --> validating : submit / validate effect\n"))
        #expect(mermaid.stdout.contains("    validating --> idle : cancel / cancel validate\n"))
        let dot = runCLI(["graph", ".intentflow/login.intentflow.yaml", "--format", "dot"], in: repositoryRoot)
        #expect(dot.stdout.contains("\"__initial\" -> \"idle\";"))
        #expect(dot.stdout.contains("\"requestingToken\" -> \"authenticated\" [label=\"tokenReceived / completed output\"];"))
        #expect(runCLI(["graph", ".intentflow/login.intentflow.yaml"], in: repositoryRoot).stdout == mermaid.stdout)
    }

    @Test func invalidManifestsPrintDiagnosticsAndExitOne() throws {
        let dir = try directory(with: ["bad.intentflow.yaml": Data("a: 1\na: 2\n".utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = runCLI(["graph", "bad.intentflow.yaml"], in: dir)
        #expect(result.code == .findings)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("bad.intentflow.yaml:2:1: error: duplicate key 'a'"))
        #expect(runCLI(["graph", "missing.yaml"], in: dir).code == .usageOrIO)
        #expect(runCLI(["graph"], in: dir).code == .usageOrIO)
    }
}
