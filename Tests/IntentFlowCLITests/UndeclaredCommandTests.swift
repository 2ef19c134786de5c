import Foundation
import Testing

@testable import IntentFlowCLI

/// A bad `undeclared:` entry stops `validate` and `generate` with a located error and exit 1, writing nothing.
@Suite("Undeclared transitions on the command line")
struct UndeclaredCommandTests {
    @Test("validate and generate exit 1 at a bad entry; generate writes nothing")
    func badEntryExitsOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-undeclared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = """
            schemaVersion: "0.2"
            feature: Toggle
            states: [off, on, failed]
            intents: [flip]
            undeclared:
              - on + flop
            acceptanceTraces:
              - off + flip -> on

            """
        try Data(manifest.utf8).write(to: root.appendingPathComponent("toggle.intentflow.yaml"))

        let validated = runCLI(["validate", "toggle.intentflow.yaml"], in: root)
        #expect(validated.code == .findings)
        #expect(validated.stdout.contains(
            "toggle.intentflow.yaml:6:10: error: 'undeclared' names the signal 'flop', which is neither an intent nor an event; did you mean 'flip'? [manifest.invalid-undeclared]"),
            "\(validated.stdout)")

        let generated = runCLI(["generate", "toggle.intentflow.yaml", "--output", "out"], in: root)
        #expect(generated.code == .findings, "\(generated.stdout)\(generated.stderr)")
        #expect((generated.stdout + generated.stderr).contains("toggle.intentflow.yaml:6:10: error:"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
    }
}
