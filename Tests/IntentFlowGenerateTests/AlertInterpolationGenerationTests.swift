import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// What the default pack writes for an alert with values: a case carrying them, and `content` interpolating the
/// ones its text names into `FlowAlert`, buttons kept.
@Suite("Alerts with values, generated")
struct AlertInterpolationGenerationTests {
    static let passcode = """
        schemaVersion: "0.2"
        feature: Passcode
        mode: core
        states: [checking, locked]
        intents: [alertDismissed]
        events: [codeRejected]
        alerts:
          - name: rejected
            params: ["seconds: Int", "code: String"]
            title: "Wrong \\"passcode\\""
            message: "Try again in {seconds} seconds."
            buttons: [{title: OK, role: cancel}]
        acceptanceTraces:
          - "checking + codeRejected -> locked(alert: .rejected(seconds: 30, code: \\"1\\"))"

        """

    @Test("The alert's case carries its values, and its content interpolates those its text names")
    func interpolatedContent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alerts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("passcode.intentflow.yaml")
        try Self.passcode.write(to: file, atomically: true, encoding: .utf8)
        let contract = try DefaultPackRenderer().render("contract.swift", manifest: DefaultPackRenderer.manifest(at: file))
        #expect(contract.contains("  case rejected(seconds: Int, code: String)\n"))
        #expect(contract.contains("    case .rejected(let seconds, _):\n"))
        #expect(contract.contains("        title: \"Wrong \\\"passcode\\\"\",\n"))
        #expect(contract.contains("        message: \"Try again in \\(seconds) seconds.\",\n"))
        // One button: no trailing comma, as swift format writes a multi-line list of one.
        #expect(contract.contains("          FlowAlertButton(\"OK\", role: .cancel)\n        ]\n"))
    }
}
