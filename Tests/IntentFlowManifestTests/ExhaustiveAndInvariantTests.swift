import Testing

@testable import IntentFlowManifest

/// `exhaustive:` and `ignored:` (every state meets every signal, and each meeting is accounted for), and invariants
/// that carry a check (`state:`, `step:`).
@Suite("Exhaustive manifests and checked invariants")
struct ExhaustiveAndInvariantTests {
    private static let feature = """
        schemaVersion: "0.2"
        feature: Search
        states: [idle, loading, failed(message: String)]
        intents: [search(query: String), reset]
        events: [loaded]
        acceptanceTraces:
          - "idle + search -> loading"
          - "loading + loaded -> idle"
          - "_ + reset -> idle"

        """

    @Test("An exhaustive manifest lists the pairs nothing covers, one located error per state, and exits 1")
    func uncoveredPairs() {
        let result = load(Self.feature + "exhaustive: true\n")
        let found = printed(result).filter { $0.contains("manifest.uncovered-pair") }
        #expect(found.count == 3, "\(found)")
        #expect(found.contains {
            $0.hasPrefix("m.yaml:3:10: error: the manifest is exhaustive, but nothing covers idle + loaded: add a trace")
        }, "\(found)")
        #expect(found.contains { $0.contains("nothing covers loading + search:") })
        #expect(found.contains { $0.contains("nothing covers failed + search, failed + loaded:") })
        #expect(result.validManifest == nil)
    }

    @Test("Traces, '_' traces, 'undeclared:' and 'ignored:' entries each cover pairs")
    func covered() throws {
        let yaml = Self.feature + """
            exhaustive: true
            undeclared: [loading + search]
            ignored: [idle + loaded, _ + search, failed + loaded]

            """
        let result = load(yaml)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(printed(result))")
        let manifest = try #require(result.validManifest)
        #expect(manifest.isExhaustive)
        #expect(manifest.ignored.map(\.text) == ["idle + loaded", "_ + search", "failed + loaded"])
        let coverage = FeatureCoverage(manifest)
        #expect(coverage.count(.ignored) == 3)
        #expect(coverage.count(.undeclared) == 1)
    }

    @Test("Without 'exhaustive: true' nothing is required; 'ignored' entries are checked like 'undeclared' ones")
    func notExhaustive() {
        #expect(!printed(load(Self.feature)).contains { $0.contains("uncovered-pair") })
        let found = printed(load(Self.feature + "ignored: [idel + loaded]\n"))
        #expect(found.contains {
            $0.hasPrefix("m.yaml:10:11: error: 'ignored' names the state 'idel', which is not declared; did you mean 'idle'?")
        }, "\(found)")
        let mistyped = printed(load(Self.feature + "exhaustive: yes please\n"))
        #expect(mistyped.contains { $0.contains("'exhaustive' must be true or false") }, "\(mistyped)")
    }

    @Test("An invariant may carry a state or step check; a plain string stays prose")
    func invariantChecks() throws {
        let yaml = Self.feature + """
            invariants:
              - "Prose."
              - text: "Never failed."
                state: 'if case .failed = state { false } else { true }'
              - text: "One load at a time."
                step: 'step.runs(of: "load") <= 1'

            """
        let result = load(yaml)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(printed(result))")
        let invariants = try #require(result.validManifest?.invariants)
        #expect(invariants.map(\.text) == ["Prose.", "Never failed.", "One load at a time."])
        #expect(invariants.map(\.isChecked) == [false, true, true])
        #expect(invariants[1].state?.text == "if case .failed = state { false } else { true }")
        #expect(invariants[1].state?.location.line == 13)
        #expect(invariants[2].step?.text == "step.runs(of: \"load\") <= 1")
        #expect(FeatureCoverage(try #require(result.validManifest)).uncheckedInvariants.map(\.text) == ["Prose."])
    }

    @Test("A malformed invariant mapping is a located error")
    func malformedInvariants() {
        func rule(_ item: String) -> String? {
            located(load(Self.feature + "invariants:\n  - " + item + "\n"), rule: "manifest.invalid-invariant")
        }
        #expect(rule("{text: \"No check.\"}") == "11:5 manifest.invalid-invariant")
        #expect(rule("{state: \"true\"}") == "11:5 manifest.invalid-invariant")
        let unknownKey = load(Self.feature + "invariants:\n  - {text: \"T.\", stat: \"true\"}\n")
        #expect(printed(unknownKey).contains {
            $0.hasPrefix("m.yaml:11:18: error: unknown key 'stat' in an invariant; it takes 'text', 'state' and 'step'")
        }, "\(printed(unknownKey))")
        #expect(rule("{text: \"T.\", state: \"true }; func evil() {\"}") != nil)
        #expect(rule("{text: \"T.\", step: [a]}") != nil)
    }
}

@Suite("Sample lists")
struct SampleListTests {
    @Test("A list under samples: gives the sample first and further values generated value tests try")
    func sampleLists() throws {
        let result = load("""
            schemaVersion: "0.2"
            feature: Shop
            states: ["idle(quantity: Quantity)"]
            intents: ["set(Int)"]
            samples:
              Quantity: ['Quantity(1)', 'Quantity(0)', 'Quantity(999)']
              Int: ['7', '1000']

            """)
        let manifest = try #require(result.validManifest, "\(printed(result))")
        #expect(manifest.samples["Quantity"] == "Quantity(1)")
        #expect(manifest.moreSamples["Quantity"] == ["Quantity(0)", "Quantity(999)"])
        let catalog = SampleCatalog(manifest)
        #expect(SwiftValue.samples(for: "Quantity", named: "q", catalog: catalog) == ["Quantity(1)", "Quantity(0)", "Quantity(999)"])
        #expect(SwiftValue.samples(for: "Int", named: "n", catalog: catalog) == ["7", "1000", "2", "0", "-1"])
    }

    @Test("A list under samples: for a Result is honoured whole, before the generated failure")
    func resultSampleLists() throws {
        let result = load("""
            schemaVersion: "0.2"
            feature: Favorite
            states: [idle]
            intents: [toggle]
            events: ["favoriteResponse(Result<Bool, FlowError>)"]
            samples:
              "Result<Bool, FlowError>": [".success(true)", ".success(false)", '.failure(FlowError("offline"))']

            """)
        let manifest = try #require(result.validManifest, "\(printed(result))")
        let catalog = SampleCatalog(manifest)
        #expect(
            SwiftValue.samples(for: "Result<Bool, FlowError>", named: "r", catalog: catalog) == [
                ".success(true)", ".success(false)", #".failure(FlowError("offline"))"#, #".failure(FlowError("r"))"#,
            ])
    }
}
