import Testing

@testable import IntentFlowManifest

/// Phases that keep (issue 41 item 4): `_` after `->` keeps the state a trace from any state starts in; with
/// fields named, its phase, and those fields change.
@Suite("Traces that keep their state")
struct KeptStateTraceTests {
    private func loaded(_ traces: [String], fields: Bool = true) -> ManifestLoadResult {
        let yaml = """
            schemaVersion: "0.2"
            feature: Socket
            \(fields ? "fields: ['text: String = \"\"', 'sent: Int = 0']" : "")
            states: [closed, "open(id: Int)"]
            intents: ["typed(String)", refresh, send]
            effects: [load]
            acceptanceTraces:
            \(traces.map { "  - '\($0)'" }.joined(separator: "\n"))
            """
        return ManifestLoader.load(yaml: yaml, path: "m.yaml")
    }

    @Test("'_ + x -> _(field: v)' loads as a trace from any state that keeps its state")
    func keepsPhase() throws {
        let result = loaded(["_ + typed(t) -> _(text: t)", "closed + send -> open(id: 1)"])
        #expect(!printed(result).contains { $0.contains("error") })
        let trace = try #require(result.manifest?.acceptanceTraces.first)
        #expect(trace.isFromAnyState && trace.keepsState)
        #expect(trace.to.arguments.map(\.label) == ["text"])
        #expect(trace.target(from: "open") == "open")
    }

    @Test("'_ + x -> _' keeps the whole state, with requests, in a manifest without fields")
    func keepsWholeState() throws {
        let result = loaded(["_ + refresh -> _ + load effect", "closed + send -> open(id: 1)"], fields: false)
        #expect(printed(result) == [])
        let trace = try #require(result.manifest?.acceptanceTraces.first)
        #expect(trace.keepsState && trace.effects.map(\.name) == ["load"])
    }

    @Test("A kept state reaches no state of its own: coverage's reach and the states left stay the named traces'")
    func reach() throws {
        let manifest = try #require(loaded(["_ + typed(t) -> _(text: t)", "closed + send -> open(id: 1)"]).manifest)
        let table = TransitionTable(manifest)
        #expect(StateReach.reached(in: manifest, table: table) == ["closed", "open"])
        let lone = try #require(loaded(["_ + typed(t) -> _(text: t)"]).manifest)
        #expect(StateReach.reached(in: lone, table: TransitionTable(lone)) == ["closed"])
    }

    @Test("Naming what is not a field after '_', or a field where there are none, is a located error")
    func badArguments() {
        let cases: [([String], Bool, String)] = [
            (
                ["_ + typed(t) -> _(txt: t)"], true,
                "m.yaml:8:24: error: '_' has no parameter labelled 'txt'; did you mean 'text'?"
            ),
            (["_ + send -> _(id: 2)"], true, "m.yaml:8:20: error: '_' has no parameter labelled 'id'"),
            (
                ["_ + typed(t) -> _(text: t)"], false,
                "m.yaml:8:24: error: '_' after '->' keeps the whole state here: the manifest has no 'fields:'"
            ),
            (
                ["open + send -> _(sent: 1)"], true,
                "m.yaml:8:21: error: '_' after '->' keeps the state of a trace from any state"
            ),
        ]
        for (traces, fields, expected) in cases {
            let result = loaded(traces, fields: fields)
            #expect(printed(result).contains { $0.hasPrefix(expected) }, "\(traces): \(printed(result))")
        }
    }
}
