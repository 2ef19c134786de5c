import Foundation
import Testing
@testable import IntentFlowCLI

@Suite struct CheckCommandTests {
    private static let manifest = """
        schemaVersion: "0.2"
        feature: Upload
        mode: core
        states: [idle, uploading]
        intents: [start]
        effects:
          - name: upload

        """

    private static let contract = """
        enum UploadState: Equatable, Sendable {
            case idle
            case uploading
        }

        enum UploadIntent: Equatable, Sendable {
            case start
        }

        enum UploadEffect: Equatable, Sendable {
            case upload
        }

        """

    private static let flow = """
        struct UploadFlow: FlowReducer {
            func reduce(state: UploadState, signal: FlowSignal<UploadIntent, UploadEvent>) -> Next {
                .state(.uploading).effect(.upload, id: "upload.upload", policy: .run)
            }
        }

        """

    private func tree(_ overrides: [String: String] = [:]) throws -> URL {
        var files = [
            "Upload/Upload.intentflow.yaml": Self.manifest,
            "Upload/UploadContract.swift": Self.contract,
            "Upload/UploadFlow.swift": Self.flow,
            ".build/debug/Ignored/UploadFlow.swift": "print(1)\n",
        ]
        files.merge(overrides) { $1 }
        return try temporaryTree(files, prefix: "intentflow-cli-check")
    }

    @Test func aCleanTreeExitsZero() throws {
        let root = try tree()
        let result = runCLI(["check"], in: root)
        #expect(result.code == .success, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("checked 2 Swift files and 1 manifest with"))
    }

    @Test(arguments: [
        ("let a = 1\nlet b = \u{0}\u{1}\u{2}\nprint(b)\n", "Upload/Blob.swift:2:9: warning: not checked: the file is not Swift source text (a NUL byte here)"),
        ("", "Upload/Latin1.swift:2:11: warning: not checked: the file is not Swift source text (bytes that are not UTF-8 here)"),
    ])
    func aBinarySwiftFileIsReportedAndNotCountedAsChecked(text: String, warning: String) throws {
        let name = warning.hasPrefix("Upload/Blob") ? "Upload/Blob.swift" : "Upload/Latin1.swift"
        let root = try tree(text.isEmpty ? [:] : [name: text])
        if text.isEmpty {
            // "print(é)" in Latin-1: a lone 0xE9 byte.
            try Data(Array("let a = 1\nprint(\"caf".utf8) + [0xE9, 0x22, 0x29, 0x0A]).write(to: root.appendingPathComponent(name))
        }
        // With manifests (files read whole) and without (the rules-only road): the same warning, the same count.
        for arguments in [["check"], ["check", "--exclude", "**/*.intentflow.yaml"]] {
            let result = runCLI(arguments, in: root)
            #expect(result.code == .success, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains(warning), "\(result.stdout)")
            #expect(!result.stdout.contains("[flow.no-print]"))
            #expect(result.stderr.contains("checked 2 Swift files"), "\(result.stderr)")
            #expect(runCLI(arguments + ["--strict"], in: root).code == .findings)
        }
    }

    @Test func findingsExitOneAndPrintLocatedDiagnostics() throws {
        let flow = Self.flow.replacingOccurrences(of: "        .state", with: "        print(state)\n        return .state")
        let root = try tree(["Upload/UploadFlow.swift": flow])
        let result = runCLI(["check", root.path])
        #expect(result.code == .findings)
        #expect(result.stdout.contains("\(root.path)/Upload/UploadFlow.swift:3:9: error: "))
        #expect(result.stdout.contains("[flow.no-print]"))
    }

    @Test func pathsArePrintedRelativeToTheGivenRoot() throws {
        let root = try tree(["Upload/UploadFlow.swift": Self.flow.replacingOccurrences(of: "upload.upload", with: "upload.uplod")])
        let result = runCLI(["check", "sub"], in: root.deletingLastPathComponent().appendingPathComponent("x"))
        #expect(result.code == .usageOrIO)
        let moved = root.deletingLastPathComponent()
        let relative = runCLI(["check", root.lastPathComponent], in: moved)
        #expect(relative.code == .findings)
        #expect(relative.stdout == "\(root.lastPathComponent)/Upload/UploadFlow.swift:3:48: error: effect id 'upload.uplod' is not declared by any effect of Upload's manifest (it declares upload.upload) [drift.unknown-effect-id]\n")
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let flow = Self.flow.replacingOccurrences(of: "        .state", with: "        fatalError()\n        .state")
        let root = try tree(["Upload/UploadFlow.swift": flow])
        #expect(runCLI(["check"], in: root).code == .success)
        #expect(runCLI(["check", "--strict"], in: root).code == .findings)
    }

    @Test func machineFormatsCarryTheFindings() throws {
        let contract = Self.contract.replacingOccurrences(of: "    case start\n", with: "    case start\n    case stop\n")
        let root = try tree(["Upload/UploadContract.swift": contract])
        let json = runCLI(["check", "--format", "json"], in: root)
        #expect(json.code == .findings)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 1)
        #expect(objects.first?["rule"] as? String == "drift.case-not-in-manifest")
        #expect(objects.first?["line"] as? Int == 8)
        #expect(objects.first?["column"] as? Int == 10)
        let github = runCLI(["check", "--format=github"], in: root)
        #expect(github.stdout.hasPrefix("::error file=Upload/UploadContract.swift,line=8,col=10,title=drift.case-not-in-manifest::"))
        let sarif = runCLI(["check", "--format", "sarif"], in: root)
        #expect(sarif.stdout.contains("\"ruleId\" : \"drift.case-not-in-manifest\""))
    }

    @Test func usageAndIOErrorsExitTwo() throws {
        let root = try tree()
        #expect(runCLI(["check", "--format", "xml"], in: root).code == .usageOrIO)
        #expect(runCLI(["check", "a", "b"], in: root).code == .usageOrIO)
        #expect(runCLI(["check", "missing-dir"], in: root).code == .usageOrIO)
        #expect(runCLI(["check", "--rules", "missing.yaml"], in: root).code == .usageOrIO)
        let unknownPack = runCLI(["check", "--pack", "nosuchpack"], in: root)
        #expect(unknownPack.code == .usageOrIO)
        #expect(unknownPack.stderr.contains("no pack named 'nosuchpack'"), "\(unknownPack.stderr)")
    }

    @Test func aBrokenRulePatternIsALocatedFinding() throws {
        let root = try tree(["team-rules.yaml": "rules:\n  - id: team.no-x\n    message: No x.\n    pattern: 'x(('\n"])
        let result = runCLI(["check", "--rules", "team-rules.yaml"], in: root)
        #expect(result.code == .findings)
        #expect(result.stdout.hasPrefix("team-rules.yaml:4:18: error: the pattern of rule 'team.no-x' does not compile"))
    }

    /// A project whose configured team pack `name` extends `swift` with a rule against TODOs (`<name>.no-todo`), and a
    /// flow with a TODO.
    private func teamPackTree(_ name: String) throws -> URL {
        try tree([
            ".intentflow/config.yaml": "pack: \(name)\n",
            ".intentflow/packs/\(name)/pack.yaml": "name: \(name)\nextends: swift\nrules: rules.yaml\n",
            ".intentflow/packs/\(name)/rules.yaml": """
                rules:
                  - id: flow.no-print
                    disabled: true
                  - id: \(name).no-todo
                    message: "Resolve TODOs before merging."
                    severity: warning
                    pattern: 'TODO'
                    in: any

                """,
            "Upload/UploadFlow.swift": Self.flow.replacingOccurrences(
                of: "        .state", with: "        print(state) // TODO\n        return .state"),
        ])
    }

    @Test func aTeamPackFromTheConfigExtendsTheDefaultRules() throws {
        let root = try teamPackTree("acme")
        let result = runCLI(["check", "--strict"], in: root)
        #expect(result.code == .findings)
        #expect(result.stdout == "Upload/UploadFlow.swift:3:25: warning: Resolve TODOs before merging. [acme.no-todo]\n")
        #expect(runCLI(["check"], in: root).code == .success)
    }

    /// `check` resolves the pack chain as the generator does: a team pack named like the built-in one it extends
    /// reaches the built-in pack (a resolver of its own once found the team pack again and called it a cycle).
    @Test func checkResolvesThePackChainTheGeneratorUses() throws {
        let root = try teamPackTree("swift")
        #expect(runCLI(["generate", "Upload/Upload.intentflow.yaml", "--dry-run"], in: root).code == .success)
        let result = runCLI(["check", "--strict"], in: root)
        #expect(result.stdout == "Upload/UploadFlow.swift:3:25: warning: Resolve TODOs before merging. [swift.no-todo]\n")
        let broken = try tree([".intentflow/config.yaml": "pack: acme\n", ".intentflow/packs/acme/pack.yaml": "name: acme\nbogus: 1\n"])
        let refused = runCLI(["check"], in: broken)
        #expect(refused.code == .usageOrIO)
        #expect(refused.stderr.contains(".intentflow/packs/acme/pack.yaml:2:1: error:"), "\(refused.stderr)")
    }

    @Test func excludedDirectoriesAreNotChecked() throws {
        let root = try tree([
            "Tests/Fixtures/Broken.intentflow.yaml": "feature: [\n",
            "Tests/Fixtures/BadFlow.swift": "print(1)\n",
        ])
        #expect(runCLI(["check"], in: root).code == .findings)
        #expect(runCLI(["check", "--exclude", "Tests/Fixtures"], in: root).code == .success)
        #expect(runCLI(["check", "--exclude", "Tests/**", "--exclude", "**/*.intentflow.yaml"], in: root).code == .success)
        #expect(runCLI(["check", "--exclude", "{a"], in: root).code == .usageOrIO)
    }

    @Test func helpDescribesTheCommand() {
        let result = runCLI(["help", "check"])
        #expect(result.code == .success)
        #expect(result.stdout.contains("USAGE: intentflow check"))
        #expect(result.stdout.contains("intentflow:disable:next"))
    }
}
