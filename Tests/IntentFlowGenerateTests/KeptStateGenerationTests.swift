import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// A trace that keeps its state (`_ + … -> _(field: value)`, issue 41 item 4) in the generated skeleton, tests,
/// store chains and conformance: one reducer case that keeps `state.phase`, one test per phase, each expecting its
/// own phase.
@Suite("Kept state generation")
struct KeptStateGenerationTests {
    static let yaml = """
        schemaVersion: "0.2"
        feature: Places
        mode: ai
        fields: ['query: String = ""', "pinned: String? = nil"]
        states: [idle, "searching(request: Int)"]
        intents: ["queryChanged(String)", submit, unpin]
        events: [loaded]
        effects: [{name: search, policy: cancelInFlight, emits: [loaded]}]
        invariants: ["Typing keeps the phase."]
        acceptanceTraces:
          - "idle + submit -> searching(request: 1) + search effect"
          - "_ + queryChanged(q) -> _(query: q)"
          - "_ + loaded -> _(pinned: nil)"
          - "_ + unpin -> _"

        """

    private func rendered(_ template: String, yaml: String = yaml) throws -> String {
        let result = ManifestLoader.load(yaml: yaml, path: "Places.intentflow.yaml")
        let manifest = try #require(result.validManifest, "\(result.diagnostics)")
        return try DefaultPackRenderer().render(template, manifest: manifest, parameters: ["module": "Places"])
    }

    @Test("The skeleton has one case from any state that keeps the phase and the fields it does not name")
    func skeleton() throws {
        let flow = try rendered("flow.swift")
        #expect(flow.contains("case (_, .intent(.queryChanged(let string))):"), "\(flow)")
        #expect(flow.contains("return .state(.init(phase: state.phase, query: string, pinned: state.pinned))"))
        #expect(flow.contains("return .state(.init(phase: state.phase, query: state.query))"))
        #expect(flow.contains("return .state(.init(phase: state.phase, query: state.query, pinned: state.pinned))"))
    }

    @Test("Each phase has its own test, expecting that phase, its values and the fields changed")
    func testsPerPhase() throws {
        let tests = try rendered("tests.swift")
        #expect(tests.contains("func anyOnQueryChangedKeepsStateFromIdle()"), "\(tests)")
        #expect(tests.contains("func anyOnQueryChangedKeepsStateFromSearching()"))
        #expect(tests.contains(#"PlacesNext.state(.init(phase: .idle, query: string, pinned: "pinned"))"#))
        #expect(tests.contains(#".init(phase: .searching(request: 1), query: string, pinned: "pinned")"#))
        #expect(tests.contains(#"PlacesNext.state(.init(phase: .searching(request: 1), query: "query"))"#))
        #expect(!tests.contains("state.phase"))
    }

    @Test("A store chain ends in a kept trace in the phase the step before reached")
    func chain() throws {
        let tests = try rendered("tests.swift")
        #expect(tests.contains("await store.receive(\n      .loaded,"), "\(tests)")
        #expect(tests.contains("let afterLoaded = PlacesNext.state(.init(phase: .searching(request: 1)))"))
    }

    @Test("Conformance declares the kept state as '_', the case the step starts in")
    func conformance() throws {
        let conformance = try rendered("conformance.swift")
        #expect(
            conformance.contains(#"Places.intentflow.yaml:12: _ + queryChanged(q) -> _(query: q)""#), "\(conformance)")
        #expect(conformance.contains(#"next: .state("_")"#))
    }

    @Test("Without fields, '_ -> _' keeps the whole state and may request an effect")
    func enumState() throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Feed
            mode: ai
            states: [idle, "showing(items: [String])"]
            intents: [refresh, show]
            effects: [load]
            invariants: ["Refreshing keeps what is shown."]
            acceptanceTraces:
              - 'idle + show -> showing(items: ["a"])'
              - "_ + refresh -> _ + load effect"

            """
        let flow = try rendered("flow.swift", yaml: yaml)
        #expect(flow.contains("case (_, .intent(.refresh)):\n      return .state(state)\n        .effect("), "\(flow)")
        let tests = try rendered("tests.swift", yaml: yaml)
        #expect(tests.contains(#"let expected = FeedNext.state(.showing(items: ["items"]))"#), "\(tests)")
        #expect(tests.contains("let expected = FeedNext.state(.idle)"))
    }
}
