import Foundation
import Testing

@testable import IntentFlowCLI

/// `generate --update` judges a kept flow's missing traces on what it will write: when the merge brings a trace's
/// arm into the flow, the run does not also warn that the flow lacks it (issue 39, "every warning is true").
@Suite struct UpdateMissingTraceTests {
    private static let manifest = """
        schemaVersion: "0.2"
        feature: Login
        mode: ai
        states: [idle, validating, failed, authenticated]
        intents: [submit, cancel]
        events: [succeeded, rejected]
        effects:
          - {name: validate, id: login.validate, policy: cancelInFlight, emits: [succeeded, rejected]}
        invariants: ["Nothing is sent twice."]
        acceptanceTraces:
          - idle + submit -> validating + validate effect
          - validating + succeeded -> authenticated
          - validating + rejected -> failed
          - validating + cancel -> idle + cancel validate effect

        """

    /// The struct state and a counting rule in place of `validating + rejected -> failed`: the merge rewrites that
    /// arm, so the flow written holds every trace.
    private static func withRule(_ text: String) -> String {
        text.replacingOccurrences(of: "authenticated]\n", with: "authenticated]\nfields: [\"failures: Int = 0\"]\n")
            .replacingOccurrences(
                of: "  - validating + rejected -> failed\n",
                with: "  - 'validating(failures: n) + rejected -> failed(failures: n + 1)'\n")
    }

    @Test func aMergeThatBringsTheArmsInWarnsOfNoMissingTrace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("update-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/Login")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Login.intentflow.yaml")
        try Data(Self.manifest.utf8).write(to: url)
        try commitToGit(root)
        let path = "Sources/Login/Login.intentflow.yaml"
        #expect(runCLI(["generate", path], in: root).code == .success)
        try Data(Self.withRule(Self.manifest).utf8).write(to: url)

        let updated = runCLI(["generate", path, "--update"], in: root)
        #expect(updated.code == .success, "\(updated.stderr)")
        #expect(updated.stderr.contains("LoginFlow.swift:1:1: note: merged the generator's changes into it"))
        #expect(!updated.stderr.contains("generate.missing-trace"), "\(updated.stderr)")
        let flow = try String(contentsOf: folder.appendingPathComponent("LoginFlow.swift"), encoding: .utf8)
        #expect(flow.contains("failures: n + 1"))
        #expect(runCLI(["check"], in: root).code == .success)
    }
}
