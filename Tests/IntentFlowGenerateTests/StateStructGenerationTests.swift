import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// A struct state (`fields:`) in the generated contract, skeleton and tests: the phase enum and the struct, values
/// built with `.init(…)`, patterns on `state.match`, and fields a trace does not name kept.
@Suite("State with fields generation")
struct StateStructGenerationTests {
    static let yaml = """
        schemaVersion: "0.2"
        feature: Places
        mode: ai
        fields: ['query: String = ""', "results: [String] = []"]
        states: [idle, "searching(request: Int)"]
        intents: ["queryChanged(String)", submit, clear]
        events: ["loaded([String])"]
        effects: [{name: search, params: ["query: String"], policy: cancelInFlight, emits: [loaded]}]
        invariants: ["A search runs for a query that is not empty."]
        acceptanceTraces:
          - "idle + queryChanged(q) -> idle(query: q)"
          - "idle(query: q) + submit where !q.isEmpty -> searching(request: 1) + search(q) effect"
          - "searching + loaded(found) -> idle(results: found)"
          - "_ + clear -> idle(results: [])"

        """

    private func rendered(_ template: String, yaml: String = yaml) throws -> String {
        let result = ManifestLoader.load(yaml: yaml, path: "Places.intentflow.yaml")
        let manifest = try #require(result.validManifest, "\(result.diagnostics)")
        return try DefaultPackRenderer().render(template, manifest: manifest, parameters: ["module": "Places"])
    }

    @Test("The contract declares the phases, the struct with its defaults, and the Match the reducer switches over")
    func contract() throws {
        let contract = try rendered("contract.swift")
        #expect(contract.contains("enum PlacesPhase: Equatable, Sendable {\n  case idle\n  case searching(request: Int)\n}"))
        #expect(contract.contains("struct PlacesState: Equatable, Sendable {\n  var phase: PlacesPhase\n  var query: String\n"))
        #expect(contract.contains(#"init(phase: PlacesPhase = .idle, query: String = "", results: [String] = []) {"#))
        #expect(contract.contains("    case searching(request: Int, query: String, results: [String])"))
        #expect(contract.contains("    case .searching(let request): .searching(request: request, query: query, results: results)"))
        #expect(contract.contains("typealias PlacesNext = Next<PlacesState, PlacesEffect, PlacesOutput, PlacesRoute>"))
    }

    @Test("The skeleton matches state.match and keeps every field a trace does not name")
    func skeleton() throws {
        let flow = try rendered("flow.swift")
        #expect(flow.contains("switch (state.match, signal) {"), "\(flow)")
        // A field the trace does not name is the state's own: the pattern binds only what the trace reads.
        #expect(flow.contains("case (.idle, .intent(.queryChanged(let string))):"))
        #expect(flow.contains("return .state(.init(phase: .idle, query: string, results: state.results))"))
        #expect(flow.contains("case (.idle(let q, _), .intent(.submit)) where !q.isEmpty:"))
        #expect(flow.contains("case (.searching, .event(.loaded(let strings))):"))
        #expect(flow.contains("return .state(.init(phase: .idle, query: state.query, results: strings))"))
        // A trace from any state keeps them too; a field written at its default is left to the initializer.
        #expect(flow.contains("return .state(.init(phase: .idle, query: state.query))"))
    }

    @Test("A test starts fields from samples the signal does not send and expects the kept ones unchanged")
    func tests() throws {
        let tests = try rendered("tests.swift")
        #expect(tests.contains(#"state: .init(phase: .idle, query: "query", results: ["results"]),"#), "\(tests)")
        // The rule's test tries several values of q (strength of the contract's tests); each keeps the other field.
        #expect(tests.contains(#"signal: .intent(.queryChanged(string))"#))
        #expect(tests.contains(#"PlacesNext.state(.init(phase: .idle, query: string, results: ["results"]))"#))
        // A test from any state starts each state with its fields' samples, and expects the kept ones back.
        #expect(tests.contains(#"state: .init(phase: .searching(request: 1), query: "query", results: ["results"]),"#))
        #expect(tests.contains(#"PlacesNext.state(.init(phase: .idle, query: "query"))"#))
        #expect(!tests.contains(".disabled("))
    }

    @Test("Conformance names a struct state by its Match case and matches guards on state.match")
    func conformance() throws {
        let conformance = try rendered("conformance.swift")
        #expect(conformance.contains("from: .init(phase: .idle), signals: Self.signals, afterChild: child)"), "\(conformance)")
        #expect(conformance.contains("switch value.match {"))
        #expect(conformance.contains("switch (state.match, signal) {"))
    }

    @Test("Without states the struct is the fields alone, and traces name the state 'state'")
    func fieldsOnly() throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Query
            fields: ['query: String = ""']
            intents: ["queryChanged(String)"]
            acceptanceTraces: ["state + queryChanged(q) -> state(query: q)"]

            """
        let contract = try rendered("contract.swift", yaml: yaml)
        #expect(!contract.contains("QueryPhase"))
        #expect(contract.contains(#"init(query: String = "") {"#), "\(contract)")
        #expect(contract.contains("  var match: Match {\n    .state(query: query)\n  }"))
        let flow = try rendered("flow.swift", yaml: yaml)
        #expect(flow.contains("case (.state, .intent(.queryChanged(let string))):"), "\(flow)")
        #expect(flow.contains("return .state(.init(query: string))"))
    }

    @Test("A chain's step from any state keeps the fields the step before left, not its own test's samples")
    func anyStateChainKeepsTheFieldsReached() throws {
        // The lock-out of issue 39: `_ + cancel` tested alone starts `failures` from its sample (1) and keeps it; in
        // the chain after `idle + submit` from the initial state, failures is 0, and a correct reducer keeps 0.
        let yaml = """
            schemaVersion: "0.2"
            feature: Lock
            fields: ["failures: Int = 0"]
            states: [idle, submitting]
            intents: [submit, cancel, retry]
            events: [rejected]
            effects: [{name: login, id: lock.login, policy: cancelInFlight, emits: [rejected]}]
            acceptanceTraces:
              - "idle + submit -> submitting + login effect"
              - "submitting(failures: f) + rejected -> idle(failures: f + 1)"
              - "_ + cancel -> idle + cancel login effect"
              - "_ + retry -> submitting + login effect"

            """
        let tests = try rendered("tests.swift", yaml: yaml)
        let chain = try #require(tests.range(of: "func idleOnSubmitThenCancelCancelsLogin()"), "\(tests)")
        let body = tests[chain.upperBound...].prefix(900)
        #expect(body.contains("let afterCancel = LockNext.state(.init(phase: .idle))"), "\(body)")
        #expect(!body.contains("failures: 1"), "\(body)")
        // A chain whose first step is from any state starts from `initial:`, where failures is 0, too.
        let retry = try #require(tests.range(of: "func anyOnRetryThenCancelCancelsLogin()"), "\(tests)")
        #expect(tests[retry.upperBound...].prefix(600).contains("let afterRetry = LockNext.state(.init(phase: .submitting))"))
        // A rule without a guard joins a chain: the count it computes is computed from the value reached.
        let rejected = try #require(tests.range(of: "func idleOnSubmitThenRejectedMovesToIdle()"), "\(tests)")
        #expect(tests[rejected.upperBound...].prefix(900).contains("LockNext.state(.init(phase: .idle, failures: 0 + 1))"))
        // Tested alone, the trace still starts from the sample and expects it kept.
        #expect(tests.contains("state: .init(phase: .submitting, failures: 1),\n      signal: .intent(.cancel)"))
    }

    @Test("A field the trace sets to a value starts from another sample, so the test can fail")
    func fieldStartsAwayFromTheValueSet() throws {
        // Bool's first sample is `true`: started there, `state + turnOn -> state(isOn: true)` held for a reducer that
        // ignores turnOn. `mode` is set too and starts from its other case; `count` is not set and keeps its sample.
        let yaml = """
            schemaVersion: "0.2"
            feature: Switch
            fields: ["isOn: Bool = false", "count: Int = 0", "mode: SwitchMode = .auto"]
            intents: [turnOn]
            samples: {SwitchMode: [".manual", ".auto"]}
            acceptanceTraces: ["state + turnOn -> state(isOn: true, mode: .manual)"]

            """
        let tests = try rendered("tests.swift", yaml: yaml)
        #expect(tests.contains("state: .init(count: 1),"), "\(tests)")
        #expect(tests.contains("let expected = SwitchNext.state(.init(isOn: true, count: 1, mode: .manual))"))
    }

    @Test("An enum-only manifest renders no struct")
    func enumOnly() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "fields: ['query: String = \"\"', \"results: [String] = []\"]\n", with: "")
            .replacingOccurrences(of: "idle(query: q)", with: "idle")
            .replacingOccurrences(of: "where !q.isEmpty ", with: "")
            .replacingOccurrences(of: "search(q) effect", with: "search effect")
            .replacingOccurrences(of: "-> idle(results: found)", with: "-> idle")
            .replacingOccurrences(of: "-> idle(results: [])", with: "-> idle")
        let contract = try rendered("contract.swift", yaml: yaml)
        #expect(contract.contains("enum PlacesState: Equatable, Sendable {"), "\(contract)")
        #expect(!contract.contains("Match"))
        #expect(try rendered("flow.swift", yaml: yaml).contains("switch (state, signal) {"))
    }
}
