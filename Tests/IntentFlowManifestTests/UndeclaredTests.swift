import Testing

@testable import IntentFlowManifest

/// `undeclared:` (0.2): `state + signal` entries the conformance test exempts, each name checked and located.
@Suite("Undeclared transitions")
struct UndeclaredTests {
    private func loaded(_ entries: [String], schema: String = "0.2") -> ManifestLoadResult {
        let yaml = """
            schemaVersion: "\(schema)"
            feature: Search
            states: [idle, loading, failed(message: String)]
            intents: [search(query: String), reset]
            events: [loaded]
            undeclared:

            """ + entries.map { "  - '\($0)'\n" }.joined()
        return ManifestLoader.load(yaml: yaml, path: "m.yaml")
    }

    @Test("Entries name a state or '_' and an intent or event, with where each is written")
    func entriesLoad() throws {
        let result = loaded(["failed + reset", "  _ +loaded"])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(printed(result))")
        let entries = try #require(result.manifest?.undeclared)
        #expect(entries.map { "\($0.state.name) + \($0.signal.name)" } == ["failed + reset", "_ + loaded"])
        #expect(entries.map(\.isForAnyState) == [false, true])
        #expect(entries[0].signal.location.line == 7)
        #expect(entries[0].signal.location.column == 15)
        #expect(entries[1].state.location.column == 8)
    }

    @Test("An entry that is not 'state + signal' is an error at the problem")
    func malformed() {
        #expect(located(loaded(["failed reset"]), rule: "manifest.invalid-undeclared") == "7:6 manifest.invalid-undeclared")
        #expect(located(loaded(["failed +"]), rule: "manifest.invalid-undeclared") == "7:14 manifest.invalid-undeclared")
        #expect(located(loaded(["+ reset"]), rule: "manifest.invalid-undeclared") == "7:6 manifest.invalid-undeclared")
        #expect(located(loaded(["failed + reset(x)"]), rule: "manifest.invalid-undeclared") != nil)
        #expect(located(loaded(["failed + _"]), rule: "manifest.invalid-undeclared") != nil)
        #expect(printed(loaded(["failed reset"])).contains {
            $0.hasPrefix("m.yaml:7:6: error: expected 'state + signal', as in 'failed + retry' or '_ + reset'")
        })
    }

    @Test("An entry naming an undeclared state or signal is an error at that name, with a suggestion")
    func unknownNames() {
        let found = printed(loaded(["faild + reset", "idle + rest"]))
        #expect(found.contains {
            $0.hasPrefix("m.yaml:7:6: error: 'undeclared' names the state 'faild', which is not declared; did you mean 'failed'?")
        }, "\(found)")
        #expect(found.contains {
            $0.hasPrefix("m.yaml:8:13: error: 'undeclared' names the signal 'rest', which is neither an intent nor an event; did you mean 'reset'?")
        }, "\(found)")
    }

    @Test("'undeclared' is a 0.2 key, and must be a list of strings")
    func schemaAndTypes() {
        #expect(located(loaded(["idle + reset"], schema: "0.1"), rule: "manifest.requires-0.2") != nil)
        let mapping = ManifestLoader.load(
            yaml: "schemaVersion: \"0.2\"\nfeature: S\nstates: [idle]\nintents: [go]\nundeclared: {a: b}\n", path: "m.yaml")
        #expect(located(mapping, rule: "manifest.type-mismatch") == "5:13 manifest.type-mismatch")
    }
}
