import IntentFlowManifest
import Testing

@testable import IntentFlowContext
@testable import IntentFlowGenerate

/// What the tests find beyond examples: generated values for every trace that binds names, invariants with checks
/// and `ignored:` pairs in the conformance test, and the exploration run in a child process.
@Suite("Strength generation")
struct StrengthGenerationTests {
    static let yaml = """
        schemaVersion: "0.2"
        feature: Pick
        mode: ai
        states: [idle, "picked(file: URL, count: Int)", "failed(retries: Int)"]
        intents: ["pick(URL)", "count(Int)", retry]
        invariants:
          - "Prose stays prose."
          - text: "A count is never negative."
            state: 'if case .picked(_, let count) = state { count >= 0 } else { true }'
          - text: "Picking never starts anything."
            step: 'step.named.effects.isEmpty'
        acceptanceTraces:
          - 'idle + pick(file) -> picked(file: file, count: 0)'
          - 'picked(file: f) + count(n) where n > 0 -> picked(file: f, count: n)'
          - 'failed(retries: n) + retry -> failed(retries: n + 1)'
        exhaustive: true
        ignored: [_ + pick, _ + count, _ + retry]

        """

    private func rendered(_ template: String) throws -> String {
        let result = ManifestLoader.load(yaml: Self.yaml, path: "Pick.intentflow.yaml")
        let manifest = try #require(result.validManifest, "\(result.diagnostics)")
        return try DefaultPackRenderer().render(template, manifest: manifest, parameters: ["module": "Pick"])
    }

    @Test("A trace that only copies a bound name is tested with several values, simplest first, with a seed")
    func copiedNames() throws {
        let tests = try rendered("tests.swift")
        #expect(
            tests.contains("let samples: [URL] = [URL(fileURLWithPath: \"/file\"), URL(fileURLWithPath: \"/file2\")]"),
            "\(tests)")
        #expect(tests.contains("for file in check.inputs(samples) {"))
        #expect(tests.contains("names: [\"file\"]"))
        #expect(tests.contains("check.record(file, actual: next, expected: expected)"))
        #expect(tests.contains("#expect(check.passes, \"\\(check)\")"))
        let seed = TraceRuleTest.hexadecimal(TraceValueOrder.seed(of: "idle + pick(file) -> picked(file: file, count: 0)"))
        #expect(tests.contains("seed: \(seed)"))
        // Boundaries of the integer, simplest first; a guarded trace also loops over the names it copies.
        #expect(tests.contains("let samples: [Int] = [0, 1, -1, 2]"), "\(tests)")
        #expect(!tests.contains("checked > 0"))
        // The copy trace stays an example for store tests; the skeleton keeps its binding names.
        let flow = try rendered("flow.swift")
        #expect(flow.contains("case (.idle, .intent(.pick(let file))):"), "\(flow)")
        #expect(tests.contains("for (n, file) in check.inputs(samples) where n > 0 {"))
        #expect(tests.contains("names: [\"n\", \"f\"]"))
        #expect(tests.contains("await store.send(.pick(URL(fileURLWithPath: \"/file\")))"))
    }

    @Test("Values are listed simplest first, and combinations by the sum of their positions")
    func order() {
        #expect(TraceValueOrder.simplestFirst(["1", "2", "0", "-1", "\"a\"", "nil"]) == ["0", "nil", "1", "-1", "2", "\"a\""])
        #expect(
            TraceValueOrder.combinations(of: [["0", "1"], ["a", "b", "c"]], maximum: 10)
                == [["0", "a"], ["0", "b"], ["1", "a"], ["0", "c"], ["1", "b"], ["1", "c"]])
        #expect(TraceValueOrder.combinations(of: [["0", "1"], ["a", "b", "c"]], maximum: 2) == [["0", "a"], ["0", "b"]])
        #expect(TraceValueOrder.combinations(of: [["0"], []], maximum: 2).isEmpty)
    }

    @Test("Conformance runs the invariants with checks, holds ignored pairs to keeping the state, and explores in a child process first")
    func conformance() throws {
        let conformance = try rendered("conformance.swift")
        #expect(conformance.contains("let child = await #expect(processExitsWith: .failure, observing: [\\.standardErrorContent]) {"), "\(conformance)")
        #expect(
            conformance.contains(
                "      PickConformanceTests.conformance.exploreAnnouncingSteps(\n"
                    + "        from: .idle, signals: PickConformanceTests.signals)\n"))
        #expect(conformance.contains("let report = Self.conformance.explore(from: .idle, signals: Self.signals, afterChild: child)"))
        #expect(conformance.contains("    ignored: ignored,\n    invariants: invariants\n  )"))
        #expect(conformance.contains("UndeclaredTransition(from: nil, on: \"pick\"),"))
        #expect(conformance.contains("static let invariants: [FlowInvariant<PickFlow>] = ["))
        #expect(!conformance.contains("Prose stays prose."))
        #expect(
            conformance.contains(
                "      state: { state in\n        #sourceLocation(file:\"Pick.intentflow.yaml\",line:9)\n"
                    + "        if case .picked(_, let count) = state { count >= 0 } else { true }\n"
                    + "        #sourceLocation()\n      }\n"))
        #expect(conformance.contains("      step: { step in\n        #sourceLocation(file:\"Pick.intentflow.yaml\",line:11)\n"))
    }

    @Test("A manifest without checks, ignored pairs or a long initial state keeps the conformance test's other lines")
    func plainConformance() throws {
        let yaml = "schemaVersion: \"0.2\"\nfeature: Plain\nstates: [idle, busy]\nintents: [go]\n"
            + "acceptanceTraces: [\"idle + go -> busy\"]\n"
        let manifest = try #require(ManifestLoader.load(yaml: yaml, path: "Plain.intentflow.yaml").validManifest)
        let conformance = try DefaultPackRenderer().render("conformance.swift", manifest: manifest, parameters: [:])
        #expect(conformance.contains("    undeclared: undeclared\n  )"), "\(conformance)")
        #expect(!conformance.contains("invariants"))
        #expect(!conformance.contains("ignored"))
        #expect(!conformance.contains("emits"))
    }

    @Test("Conformance passes each effect's emits: to the exploration, which delivers them as late outcomes")
    func emits() throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Fetch
            states: [idle, loading, loaded]
            intents: [load, cancel]
            events: [loaded, "failed(String)", progress]
            effects:
              - {name: fetch, policy: cancelInFlight, emits: [loaded, failed]}
              - {name: ping, emits: [progress]}
              - {name: log}
            acceptanceTraces:
              - "idle + load -> loading + fetch effect + ping effect + log effect"
              - "loading + loaded -> loaded"
              - "loading + cancel -> idle + cancel fetch effect"

            """
        let manifest = try #require(ManifestLoader.load(yaml: yaml, path: "Fetch.intentflow.yaml").validManifest)
        let conformance = try DefaultPackRenderer().render("conformance.swift", manifest: manifest, parameters: [:])
        #expect(conformance.contains("    undeclared: undeclared,\n    emits: emits\n  )"), "\(conformance)")
        // An effect without emits: has no outcome to deliver, so it is left out.
        #expect(
            conformance.contains(
                "  static let emits: [String: [String]] = [\n    \"fetch\": [\"loaded\", \"failed\"],\n"
                    + "    \"ping\": [\"progress\"],\n  ]\n"))
    }
}
