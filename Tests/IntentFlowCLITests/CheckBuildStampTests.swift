import Foundation
import Testing
@testable import IntentFlowCLI

/// `check --skip-rule` and `check --build-stamp`, what IntentFlowBuildPlugin runs on a target's directory.
@Suite struct CheckBuildStampTests {
    /// A target directory with a manifest whose trace no test in it covers (its tests are in another target).
    private func target() throws -> URL {
        try temporaryTree([
            "Upload.intentflow.yaml": """
                schemaVersion: "0.2"
                feature: Upload
                mode: core
                states: [idle, uploading]
                intents: [start]
                acceptanceTraces:
                  - "idle + start -> uploading"

                """,
            "UploadContract.swift": """
                enum UploadState: Equatable, Sendable {
                    case idle
                    case uploading
                }

                enum UploadIntent: Equatable, Sendable {
                    case start
                }

                """,
            "UploadFlow.swift": """
                struct UploadFlow: FlowReducer {
                    func reduce(state: UploadState, signal: FlowSignal<UploadIntent, UploadEvent>) -> Next {
                        switch (state, signal) {
                        case (.idle, .intent(.start)):
                            return .state(.uploading)
                        default:
                            return .state(state)
                        }
                    }
                }

                """,
        ], prefix: "intentflow-stamp")
    }

    @Test func aSkippedRulesFindingsDoNotFailTheCheck() throws {
        let root = try target()
        let all = runCLI(["check"], in: root)
        #expect(all.code == .findings)
        #expect(all.stdout.contains("[drift.uncovered-trace]"))
        let skipped = runCLI(["check", "--skip-rule", "drift.uncovered-trace"], in: root)
        #expect(skipped.code == .success, "\(skipped.stdout)\(skipped.stderr)")
        #expect(skipped.stdout.isEmpty)
    }

    @Test func theStampIsWrittenOnlyWhenTheCheckPasses() throws {
        let root = try target()
        let stamp = root.appendingPathComponent("work/Checked.swift")
        let failing = runCLI(["check", "--build-stamp", stamp.path], in: root)
        #expect(failing.code == .findings)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
        let passing = runCLI(["check", "--skip-rule", "drift.uncovered-trace", "--build-stamp", stamp.path], in: root)
        #expect(passing.code == .success, "\(passing.stdout)\(passing.stderr)")
        let text = try String(contentsOf: stamp, encoding: .utf8)
        #expect(text == "// intentflow check passed: 1 manifest(s), 2 Swift file(s). Written by the build; do not edit.\n")
    }

    @Test func aBrokenManifestFailsWithALocatedErrorAndNoStamp() throws {
        let root = try target()
        try Data("schemaVersion: \"0.2\"\nfeature: Upload\nstates: [idle\n".utf8)
            .write(to: root.appendingPathComponent("Upload.intentflow.yaml"))
        let stamp = root.appendingPathComponent("Checked.swift")
        let result = runCLI(["check", "--build-stamp", stamp.path], in: root)
        #expect(result.code == .findings)
        #expect(result.stdout.hasPrefix("Upload.intentflow.yaml:4:1: error: YAML syntax error: "), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
    }
}
