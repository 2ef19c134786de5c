import Foundation
import IntentFlowText
import Testing

@testable import IntentFlowManifest

/// `FeatureCoverage`: the (state, signal) pairs a manifest accounts for, the states its traces reach, its unchecked
/// invariants and the emitted events no chain of traces delivers.
@Suite("Coverage")
struct CoverageTests {
    /// A 0.2 manifest with `body` after the feature line; it must load without errors.
    private func coverage(
        _ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> FeatureCoverage {
        let result = ManifestLoader.load(yaml: "schemaVersion: \"0.2\"\nfeature: Search\n" + body, path: "m.yaml")
        let manifest = try #require(result.validManifest, "\(printed(result))", sourceLocation: sourceLocation)
        return FeatureCoverage(manifest)
    }

    private static let search = """
        states: [idle, loading, "failed(message: String)"]
        intents: ["search(query: String)", retry]
        events: [loaded, "loadFailed(message: String)"]
        effects:
          - {name: fetch, emits: [loaded, loadFailed]}
        invariants: ["Only one load runs at a time.", "A failure is shown until the person retries."]
        acceptanceTraces:
          - idle + search -> loading + fetch effect
          - 'loading + loaded -> idle'
          - 'failed + search("") -> failed'
          - _ + retry -> idle
        undeclared:
          - failed + loaded
          - _ + loadFailed

        """

    @Test("Each pair is accounted for by a trace naming its state, a '_' trace, an undeclared entry, or nothing")
    func pairSources() throws {
        let coverage = try coverage(Self.search)
        let sources = Dictionary(uniqueKeysWithValues: coverage.pairs.map { ("\($0.state) + \($0.signal)", $0.source) })
        #expect(coverage.pairs.count == 12)
        #expect(sources["idle + search"] == .trace)
        #expect(sources["failed + search"] == .trace, "a trace with a value on its signal covers the pair")
        #expect(sources["loading + search"] == .uncovered)
        #expect(sources["loading + retry"] == .anyStateTrace)
        #expect(sources["failed + loaded"] == .undeclared)
        #expect(sources["idle + loaded"] == .uncovered)
        #expect(sources["idle + loadFailed"] == .undeclared)
        #expect(coverage.count(.trace) == 3)
        #expect(coverage.count(.anyStateTrace) == 3)
        #expect(coverage.count(.undeclared) == 4)
        #expect(coverage.uncoveredPairs.map { "\($0.state) + \($0.signal)" } == ["idle + loaded", "loading + search"])
        #expect(coverage.percentage == CoveragePercentage(covered: 10, total: 12))
        #expect(coverage.percentage.description == "83.3%")
    }

    @Test("A signal declared as an intent and as an event makes a pair of each kind")
    func signalOfBothKinds() throws {
        let coverage = try coverage(
            """
            states: [idle, busy]
            intents: [refresh]
            events: [refresh]
            acceptanceTraces:
              - 'idle + event:refresh -> busy'

            """)
        let pairs = coverage.pairs.map { "\($0.state) \($0.kind.rawValue):\($0.signal) \($0.source.rawValue)" }
        #expect(
            pairs == [
                "idle intent:refresh uncovered", "idle event:refresh trace", "busy intent:refresh uncovered",
                "busy event:refresh uncovered",
            ])
        let text = CoverageReport(features: [coverage]).text
        #expect(text.contains("  uncovered   idle + intent:refresh\n"), "\(text)")
    }

    @Test("A state is reached only through traces from reached states, '_' ones where no trace names the state")
    func reach() throws {
        let coverage = try coverage(
            """
            states: [idle, open, orphan, afterOrphan, shadowed, everywhere, afterEverywhere]
            intents: [go, reset, jump]
            acceptanceTraces:
              - idle + go -> open
              - orphan + go -> afterOrphan
              - idle + reset -> idle
              - _ + reset -> shadowed
              - _ + jump -> everywhere
              - everywhere + go -> afterEverywhere

            """)
        #expect(coverage.initialState == "idle")
        #expect(coverage.reachedStates == ["idle", "open", "shadowed", "everywhere", "afterEverywhere"])
        #expect(coverage.unreachedStates == ["orphan", "afterOrphan"])
    }

    @Test("Reach starts from 'initial:' when the manifest names it")
    func reachFromInitial() throws {
        let coverage = try coverage(
            """
            states: [idle, "ready(count: Int)", done]
            initial: 'ready(count: 3)'
            intents: [finish]
            acceptanceTraces:
              - ready + finish -> done

            """)
        #expect(coverage.reachedStates == ["ready", "done"])
        #expect(coverage.unreachedStates == ["idle"])
        let text = CoverageReport(features: [coverage]).text
        #expect(text.contains("  states      2 of 3 reached from ready; unreached: idle\n"), "\(text)")
    }

    @Test("A fields-only state says its states figure measures nothing, rather than reading as full coverage")
    func fieldsOnlyStates() throws {
        let coverage = try coverage(
            """
            fields: ['query: String = ""']
            intents: ["queryChanged(String)"]
            acceptanceTraces:
              - "state + queryChanged(q) -> state(query: q)"

            """)
        #expect(coverage.isFieldsOnly)
        let text = CoverageReport(features: [coverage]).text
        #expect(text.contains("(fields only: one case, so this measures nothing; see pairs)\n"), "\(text)")
    }

    @Test("An emitted event is delivered only where a trace requesting the effect leads and a trace handles it")
    func effectDelivery() throws {
        let coverage = try coverage(
            """
            states: [idle, loading, waiting]
            intents: [search, poll, stop]
            events: [loaded, loadFailed, ticked, stopped]
            effects:
              - {name: fetch, emits: [loaded, loadFailed]}
              - {name: timer, emits: [ticked]}
              - {name: halt, emits: [stopped]}
              - log
            acceptanceTraces:
              - idle + search -> loading + fetch effect
              - loading + loaded -> idle
              - idle + loadFailed -> idle
              - idle + poll -> waiting + timer effect
              - _ + ticked -> idle

            """)
        let byName = Dictionary(uniqueKeysWithValues: coverage.effects.map { ($0.effect, $0) })
        #expect(byName["fetch"]?.undelivered == ["loadFailed"], "handled in idle, but fetch leads to loading")
        #expect(byName["fetch"]?.requestCount == 1)
        #expect(byName["timer"]?.isDelivered == true, "a '_' trace delivers where it applies")
        #expect(byName["halt"]?.requestCount == 0)
        #expect(byName["halt"]?.undelivered == ["stopped"])
        #expect(byName["log"]?.emits == [])
        #expect(byName["log"]?.isDelivered == false)
        #expect(coverage.undeliveredEffects.map(\.effect) == ["fetch", "halt"])
        let text = CoverageReport(features: [coverage]).text
        #expect(
            text.contains(
                "  effects     1 of 3 with 'emits:' have every event delivered by a chain of traces; 1 lists no 'emits:'; "
                    + "fetch → loadFailed undelivered; halt → stopped undelivered (no trace requests it)\n"),
            "\(text)")
    }

    @Test("A '_' trace does not deliver in a state a trace names for the same event")
    func anyStateTraceShadowed() throws {
        let coverage = try coverage(
            """
            states: [idle, loading]
            intents: [search]
            events: [loaded]
            effects:
              - {name: fetch, emits: [loaded]}
            acceptanceTraces:
              - idle + search -> loading + fetch effect
              - 'loading + loaded where false -> loading'
              - _ + loaded -> idle

            """)
        #expect(coverage.effects.first?.isDelivered == true, "the named trace handles it in loading")
        let other = try self.coverage(
            """
            states: [idle, loading]
            intents: [search]
            events: [loaded]
            effects:
              - {name: fetch, emits: [loaded]}
            acceptanceTraces:
              - idle + search -> loading + fetch effect
              - idle + loaded -> idle
              - _ + loaded -> loading

            """)
        #expect(other.effects.first?.undelivered == [], "the '_' trace applies in loading, which no trace names")
    }

    @Test("Invariants are prose: each is reported unchecked")
    func invariants() throws {
        let coverage = try coverage(Self.search)
        #expect(coverage.invariantCount == 2)
        #expect(coverage.uncheckedInvariants.map(\.text).first == "Only one load runs at a time.")
        let json = CoverageReport(features: [coverage]).json
        #expect(json["features"]?.arrayValue?.first?["invariants"]?["checked"] == .int(0))
        #expect(json["features"]?.arrayValue?.first?["invariants"]?["unchecked"]?.arrayValue?.count == 2)
    }

    @Test("The percentage prints rounded down and compares exactly", arguments: [
        (7, 42, "16.6%", 16.6, true), (7, 42, "16.6%", 16.7, false), (2, 3, "66.6%", 66.7, false),
        (12, 80, "15.0%", 15, true), (0, 5, "0.0%", 0, true), (0, 0, "100.0%", 100, true), (5, 5, "100.0%", 100, true),
    ])
    func percentage(covered: Int, total: Int, printed: String, minimum: Double, meets: Bool) {
        let percentage = CoveragePercentage(covered: covered, total: total)
        #expect(percentage.description == printed)
        #expect(percentage.meets(minimum) == meets)
    }

    @Test("A minimum holds every feature, not the total")
    func minimumIsPerFeature() throws {
        let full = try coverage(
            """
            states: [idle]
            intents: [a, b, c, d, e, f, g, h, i]
            acceptanceTraces: [idle + a -> idle, idle + b -> idle, idle + c -> idle, idle + d -> idle, idle + e -> idle,
              idle + f -> idle, idle + g -> idle, idle + h -> idle, idle + i -> idle]

            """)
        let half = try coverage("states: [idle]\nintents: [a, b]\nacceptanceTraces: [idle + a -> idle]\n")
        let report = CoverageReport(features: [full, half], minimum: 60)
        #expect(report.total.meets(60), "10 of 11 pairs in all")
        #expect(report.featuresBelowMinimum.map(\.percentage) == [half.percentage])
        #expect(report.json["belowMinimum"] == .array([.string("Search")]))
        #expect(CoverageReport(features: [full, half]).featuresBelowMinimum.isEmpty)
    }

    @Test("The text report lays out one block per feature and the total")
    func textReport() throws {
        let text = CoverageReport(features: [try coverage(Self.search)]).text
        #expect(
            text == """
                Search (m.yaml): 83.3% of (state, signal) pairs covered
                  pairs       10 of 12 covered: 3 by a trace, 3 by a '_' trace, 4 undeclared
                  uncovered   idle + loaded
                              loading + search
                  states      2 of 3 reached from idle; unreached: failed
                  invariants  0 of 2 checked (an invariant is prose: nothing runs it)
                  effects     0 of 1 with 'emits:' have every event delivered by a chain of traces; fetch → loadFailed undelivered
                total: 83.3% of (state, signal) pairs covered (10 of 12) in 1 feature

                """)
    }

    @Test("The JSON report lists every uncovered pair, state and effect")
    func jsonReport() throws {
        let json = CoverageReport(features: [try coverage(Self.search)], minimum: 90).json
        let feature = try #require(json["features"]?.arrayValue?.first)
        #expect(feature["percentage"] == ["covered": 10, "total": 12, "percent": .double(83.3)])
        #expect(
            feature["pairs"]?["uncovered"]
                == [
                    ["state": "idle", "signal": "loaded", "kind": "event"],
                    ["state": "loading", "signal": "search", "kind": "intent"],
                ])
        #expect(feature["states"]?["unreached"] == ["failed"])
        #expect(feature["effects"]?.arrayValue?.first?["undelivered"] == ["loadFailed"])
        #expect(json["minimum"] == .double(90))
        #expect(json["belowMinimum"] == ["Search"])
        #expect(json["total"]?["covered"] == .int(10))
    }
}
