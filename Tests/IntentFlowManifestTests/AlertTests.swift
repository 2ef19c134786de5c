import Testing

@testable import IntentFlowManifest

/// `alerts:` (0.2): alerts whose buttons send intents, held in the state's `alert` field.
@Suite("Alerts")
struct AlertTests {
    private func loaded(_ alerts: String, fields: String = "") -> ManifestLoadResult {
        let yaml = """
            schemaVersion: "0.2"
            feature: Memo
            intents: [deleteTapped, deleteConfirmed, "rename(String)"]
            \(fields)alerts:
            \(alerts)
            """
        return ManifestLoader.load(yaml: yaml, path: "m.yaml")
    }

    @Test("Alerts load with their buttons, and the state gets the field 'alert'")
    func alertsLoad() throws {
        let result = loaded("""
              - name: confirmDelete
                title: "Delete?"
                style: confirmationDialog
                buttons:
                  - {title: Delete, role: destructive, intent: deleteConfirmed}
                  - {title: Cancel, role: cancel}
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(printed(result))")
        let manifest = try #require(result.manifest)
        #expect(manifest.alerts.map(\.name) == ["confirmDelete"])
        #expect(manifest.alerts[0].buttons.map(\.intent?.name) == ["deleteConfirmed", nil])
        #expect(manifest.fields.map(\.name) == ["alert"])
        #expect(manifest.fields[0].type == "MemoAlert?")
        #expect(manifest.states.first?.parameters.map(\.label) == ["alert"])
    }

    @Test("A button sending an undeclared intent, or one with values, is an error at the intent")
    func buttonIntents() {
        let unknown = loaded("  - {name: a, title: A, buttons: [{title: OK, intent: deleteConfirm}]}")
        #expect(located(unknown, rule: "manifest.invalid-alert") == "5:55 manifest.invalid-alert", "\(printed(unknown))")
        #expect(printed(unknown).contains { $0.contains("did you mean 'deleteConfirmed'?") })
        let valued = loaded("  - {name: a, title: A, buttons: [{title: OK, intent: rename}]}")
        #expect(located(valued, rule: "manifest.invalid-alert") != nil, "\(printed(valued))")
    }

    @Test("An alert without a title, a repeated one, an unknown style or role is an error")
    func malformed() {
        #expect(located(loaded("  - {name: a}"), rule: "manifest.invalid-alert") == "5:5 manifest.invalid-alert")
        #expect(located(loaded("  - {name: a, title: A}\n  - {name: a, title: B}"), rule: "manifest.invalid-alert") == "6:12 manifest.invalid-alert")
        #expect(located(loaded("  - {name: a, title: A, style: sheet}"), rule: "manifest.invalid-alert") == "5:32 manifest.invalid-alert")
        #expect(located(loaded("  - {name: a, title: A, buttons: [{title: X, role: danger}]}"), rule: "manifest.invalid-alert") != nil)
    }

    @Test("A field of one's own named 'alert' is an error")
    func alertFieldTaken() {
        let result = loaded("  - {name: a, title: A}", fields: "fields: ['alert: String = \"\"']\n")
        #expect(located(result, rule: "manifest.invalid-field") == "4:11 manifest.invalid-field", "\(printed(result))")
    }
}
