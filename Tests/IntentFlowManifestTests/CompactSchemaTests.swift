import Foundation
import Testing
@testable import IntentFlowManifest

/// `intentflow schema --compact`: every key of the JSON Schema, one line each, at a fraction of its size.
@Suite struct CompactSchemaTests {
    /// Every property name of a JSON value's objects that have `properties`, at any depth.
    private func keys(_ value: Any) -> [String] {
        if let array = value as? [Any] { return array.flatMap(keys) }
        guard let object = value as? [String: Any] else { return [] }
        let own = (object["properties"] as? [String: Any]).map { Array($0.keys) } ?? []
        return own + object.values.flatMap(keys)
    }

    @Test(arguments: ManifestSchema.Version.allCases)
    func everyKeyIsALineWithItsType(_ version: ManifestSchema.Version) throws {
        let text = CompactSchema.text(for: version)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let schema = try JSONSerialization.jsonObject(with: Data(ManifestSchema.json(for: version).utf8))
        for key in Set(keys(schema)) {
            #expect(lines.contains { $0.hasPrefix(key + ": ") }, "no line for \(key)")
        }
        let full = ManifestSchema.json(for: version).utf8.count
        #expect(text.utf8.count * 2 < full, "compact \(text.utf8.count) bytes, the JSON Schema \(full)")
    }

    @Test func linesSayTypesRequiredKeysAndDefaults() {
        let text = CompactSchema.text(for: .v0_2)
        #expect(text.hasPrefix("IntentFlow manifest 0.2: "))
        #expect(text.contains("Required: schemaVersion, feature; one of states, fields; one of intents, children; "
            + "with mode: ai, invariants, acceptanceTraces (unless it only hosts children)."))
        #expect(text.contains("\nstates: [caseString | caseMapping] — "))
        #expect(text.contains("\nmode: \"core\" | \"ai\" (default \"core\") — "))
        #expect(text.contains("\n  buttons: [{title, role, intent}]\n    title: string (required)\n"))
        #expect(text.contains("\nsamples: {name: string | [string]} — "))
        #expect(text.contains("\n  every: string — Effects only: the effect repeats"))
        #expect(!CompactSchema.text(for: .v0_1).contains("caseMapping"))
    }
}
