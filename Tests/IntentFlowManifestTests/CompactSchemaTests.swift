import Foundation
import IntentFlowTemplates
import Testing
@testable import IntentFlowManifest

/// `intentflow schema --compact`: every key of the JSON Schema, one line each, at a fraction of its size.
@Suite struct CompactSchemaTests {
    /// Every property name of an object schema and of the objects nested in it, depth first.
    private func keys(_ schema: JSONObject) -> [String] {
        var found = schema["properties"]?.objectValue?.keys ?? []
        for member in schema.members {
            if let object = member.value.objectValue { found += keys(object) }
            for element in member.value.arrayValue ?? [] { found += element.objectValue.map(keys) ?? [] }
        }
        return found
    }

    @Test(arguments: ManifestSchema.Version.allCases)
    func everyKeyIsALineWithItsType(_ version: ManifestSchema.Version) {
        let text = CompactSchema.text(for: version)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for key in Set(keys(ManifestSchema.document(for: version))) {
            #expect(lines.contains { $0.hasPrefix(key + ": ") }, "no line for \(key)")
        }
        let full = ManifestSchema.json(for: version).utf8.count
        #expect(text.utf8.count * 2 < full, "compact \(text.utf8.count) bytes, the JSON Schema \(full)")
    }

    @Test func linesSayTypesRequiredKeysAndDefaults() {
        let text = CompactSchema.text(for: .v0_2)
        #expect(text.hasPrefix("IntentFlow manifest 0.2: "))
        #expect(text.contains("Required: schemaVersion, feature, intents; one of states, fields; with mode: ai, "
            + "invariants, acceptanceTraces."))
        #expect(text.contains("\nstates: [caseString | caseMapping] — "))
        #expect(text.contains("\nmode: \"core\" | \"ai\" (default \"core\") — "))
        #expect(text.contains("\n  buttons: [{title, role, intent}]\n    title: string (required)\n"))
        #expect(text.contains("\nsamples: {name: string | [string]} — "))
        #expect(text.contains("\n  every: string — Effects only: the effect repeats"))
        #expect(!CompactSchema.text(for: .v0_1).contains("caseMapping"))
    }
}
