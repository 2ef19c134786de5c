import Testing

@testable import IntentFlowManifest

/// `fields:` (0.2): a struct state's fields, each `name: Type = default`, carried by every state case so traces name
/// only the fields they read or change.
@Suite("State fields")
struct StateFieldTests {
    private func loaded(fields: [String], states: String? = "[idle, \"searching(id: Int)\"]", traces: [String] = [])
        -> ManifestLoadResult
    {
        var yaml = """
            schemaVersion: "0.2"
            feature: Search
            intents: [queryChanged(String), submit]
            fields:

            """ + fields.map { "  - '\($0)'\n" }.joined()
        if let states { yaml += "states: \(states)\n" }
        if !traces.isEmpty { yaml += "acceptanceTraces:\n" + traces.map { "  - '\($0)'\n" }.joined() }
        return ManifestLoader.load(yaml: yaml, path: "m.yaml")
    }

    @Test("Fields load with their types and defaults, and every state carries them after its own parameters")
    func fieldsLoad() throws {
        let result = loaded(fields: ["query: String = \"\"", "results: [Int] = []"])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(printed(result))")
        let manifest = try #require(result.manifest)
        #expect(manifest.fields.map(\.name) == ["query", "results"])
        #expect(manifest.fields.map(\.type) == ["String", "[Int]"])
        #expect(manifest.fields.map(\.defaultValue) == ["\"\"", "[]"])
        #expect(manifest.fields[1].location.line == 6 && manifest.fields[1].location.column == 6)
        #expect(manifest.states.map { $0.parameters.compactMap(\.label) } == [["query", "results"], ["id", "query", "results"]])
        #expect(manifest.states[1].parameters.map(\.isField) == [false, true, true])
        #expect(!manifest.hasImplicitState)
    }

    @Test("Without states, the one state is 'state', the fields alone")
    func implicitState() throws {
        let result = loaded(
            fields: ["query: String = \"\""], states: nil,
            traces: ["state + queryChanged(q) -> state(query: q)"])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(printed(result))")
        let manifest = try #require(result.manifest)
        #expect(manifest.hasImplicitState)
        #expect(manifest.states.map(\.name) == [StateField.implicitStateName])
        #expect(manifest.acceptanceTraces.count == 1)
    }

    @Test("A trace names only the fields it reads or changes, and a field of the wrong type is a value mismatch")
    func tracesNameFields() {
        let good = loaded(
            fields: ["query: String = \"\"", "count: Int = 0"],
            traces: ["idle(count: n) + queryChanged(q) where n < 3 -> searching(id: n, query: q)"])
        #expect(!good.diagnostics.contains { $0.severity == .error }, "\(printed(good))")
        let wrong = loaded(fields: ["count: Int = 0"], traces: ["idle + submit -> idle(count: \"many\")"])
        #expect(located(wrong, rule: "trace.value-mismatch") != nil, "\(printed(wrong))")
        let unknown = loaded(fields: ["count: Int = 0"], traces: ["idle + submit -> idle(cont: 1)"])
        #expect(located(unknown, rule: "trace.value-mismatch") != nil, "\(printed(unknown))")
    }

    @Test("A field without a type or a default, or not one expression, is an error at the problem")
    func malformed() {
        #expect(located(loaded(fields: ["query: String"]), rule: "manifest.invalid-field") == "5:19 manifest.invalid-field")
        #expect(located(loaded(fields: ["query = 1"]), rule: "manifest.invalid-field") == "5:6 manifest.invalid-field")
        #expect(located(loaded(fields: ["query: String = "]), rule: "manifest.invalid-field") == "5:21 manifest.invalid-field")
        #expect(located(loaded(fields: ["query: String = \"\" }; var x = 1"]), rule: "manifest.invalid-field") != nil)
        #expect(located(loaded(fields: ["query: [Int = []"]), rule: "manifest.invalid-field") != nil)
        #expect(printed(loaded(fields: ["query: String"])).contains {
            $0.hasPrefix("m.yaml:5:19: error: a field needs a default: write 'name: Type = value'")
        })
    }

    @Test("A repeated field, or one named like a state's parameter, is an error at the field")
    func collisions() {
        let twice = loaded(fields: ["query: String = \"\"", "query: Int = 0"])
        #expect(located(twice, rule: "manifest.invalid-field") == "6:6 manifest.invalid-field", "\(printed(twice))")
        let shared = loaded(fields: ["id: Int = 0"])
        #expect(located(shared, rule: "manifest.invalid-field") == "5:6 manifest.invalid-field", "\(printed(shared))")
        #expect(located(shared, rule: "manifest.duplicate-parameter") == nil)
    }

    @Test("'fields' is a 0.2 key and must be a list of strings")
    func schemaAndTypes() {
        let old = ManifestLoader.load(
            yaml: "schemaVersion: \"0.1\"\nfeature: S\nstates: [idle]\nintents: [go]\nfields: ['n: Int = 0']\n",
            path: "m.yaml")
        #expect(located(old, rule: "manifest.requires-0.2") == "5:1 manifest.requires-0.2")
        let mapping = ManifestLoader.load(
            yaml: "schemaVersion: \"0.2\"\nfeature: S\nstates: [idle]\nintents: [go]\nfields: {n: 0}\n", path: "m.yaml")
        #expect(located(mapping, rule: "manifest.type-mismatch") == "5:9 manifest.type-mismatch")
    }
}

/// The state diagram of a manifest with fields and no states.
@Suite("State fields in the graph")
struct StateFieldGraphTests {
    @Test("The one state 'state', a Mermaid keyword, is drawn under another id and shown by its name")
    func mermaidKeyword() throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Query
            fields: ['query: String = ""']
            intents: ["queryChanged(String)"]
            acceptanceTraces: ["state + queryChanged(q) -> state(query: q)"]

            """
        let manifest = try #require(ManifestLoader.load(yaml: yaml, path: "m.yaml").manifest)
        let mermaid = ManifestGraph.render(manifest, as: .mermaid)
        #expect(mermaid == "stateDiagram-v2\n    state_ : state\n    [*] --> state_\n    state_ --> state_ : queryChanged\n")
    }
}
