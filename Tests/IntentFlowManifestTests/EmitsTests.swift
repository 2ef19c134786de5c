import Testing

@testable import IntentFlowManifest

/// `emits:` on the mapped effect form: the events a run reports back, each a declared event.
@Suite("Effects that say what they emit")
struct EmitsTests {
    static func manifest(effect: String) -> String {
        """
        schemaVersion: "0.2"
        feature: Search
        states: [idle, loading, failed(message: String)]
        intents: [search(query: String)]
        events: [loaded, loadFailed(message: String)]
        effects:
        \(effect)

        """
    }

    @Test("`emits:` lists declared events, in order, with their locations")
    func emitsAreLoaded() throws {
        let result = load(Self.manifest(effect: "  - name: fetch\n    emits: [loaded, loadFailed]"))
        #expect(printed(result) == [])
        let effect = try #require(result.manifest?.effects.first)
        #expect(effect.emits.map(\.name) == ["loaded", "loadFailed"])
        #expect(effect.emits.map(\.location.line) == [8, 8])
        #expect(effect.emits.map(\.location.column) == [13, 21])
    }

    @Test("An unknown event is an error at its name, with a suggestion")
    func unknownEventIsLocated() {
        let result = load(Self.manifest(effect: "  - name: fetch\n    emits: [loaded, loadFaild]"))
        #expect(
            printed(result) == [
                "m.yaml:8:21: error: 'emits:' of the effect 'fetch' names 'loadFaild', which is not a declared event; "
                    + "did you mean 'loadFailed'? [manifest.unknown-emitted-event]"
            ])
        #expect(result.validManifest == nil)
    }

    @Test("`emits:` that is not a list, or holds something other than names, is an error")
    func notAListIsLocated() {
        let scalar = load(Self.manifest(effect: "  - name: fetch\n    emits: loaded"))
        #expect(located(scalar, rule: "manifest.type-mismatch") == "8:12 manifest.type-mismatch")
        #expect(printed(scalar).first?.contains("'emits' must be a list of event names") == true)
        #expect(scalar.validManifest == nil)
        let nested = load(Self.manifest(effect: "  - name: fetch\n    emits: [[loaded]]"))
        #expect(located(nested, rule: "manifest.type-mismatch") == "8:13 manifest.type-mismatch")
        #expect(nested.validManifest == nil)
    }

    @Test("`emits:` outside effects is a warning, as `id` and `policy` are")
    func emitsOutsideEffects() {
        let result = load(
            "schemaVersion: \"0.2\"\nfeature: S\nstates: [idle, failed]\nintents:\n  - name: go\n    emits: [x]\n")
        #expect(printed(result).contains("m.yaml:6:5: warning: 'emits' applies only to effects [manifest.unknown-key]"))
    }
}
