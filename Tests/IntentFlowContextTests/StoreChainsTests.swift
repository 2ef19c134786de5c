import IntentFlowManifest
import Testing

import Foundation
@testable import IntentFlowContext

/// Finding effect chains among a feature's traces and turning them into store tests.
@Suite("Store chains")
struct StoreChainsTests {
    static let yaml = """
        schemaVersion: "0.2"
        feature: Search
        initial: 'idle(attempts: 3)'
        states: ["idle(attempts: Int)", "loading(attempts: Int)", "shown(count: Int)", "failed(message: String)"]
        intents: ["search(query: String)", cancel]
        events: ["loaded(count: Int)", "loadFailed(message: String)", refreshed]
        effects:
          - name: fetch
            params: ["query: String"]
            id: search.fetch
            emits: [loaded, loadFailed]
          - name: log
        acceptanceTraces:
          - idle + search -> loading + fetch effect + log effect
          - 'loading + loaded(count: 0) -> failed(message: "none")'
          - loading + loaded -> shown
          - loading + loadFailed -> failed
          - loading + cancel -> idle + cancel fetch effect
          - 'shown + refreshed -> loading(attempts: 1) + fetch(query: "again") effect'

        """

    static func chains(_ yaml: String = yaml) throws -> [(name: String, chain: StoreChain)] {
        let manifest = try #require(ManifestLoader.load(yaml: yaml, path: "m.yaml").validManifest)
        let catalog = SampleCatalog(manifest)
        var cases: [CaseGroup: [String: CaseContext]] = [:]
        for group in CaseGroup.allCases {
            for declaration in manifest[group] {
                let emitted = declaration.emits.compactMap { cases[.events]?[$0.name] }
                cases[group, default: [:]][declaration.name] = CaseContext(
                    declaration, group: group, featureCamel: "search", catalog: catalog, emitted: emitted)
            }
        }
        let states = manifest.states.compactMap { cases[.states]?[$0.name] }
        let contexts = TraceOrder.contexts(manifest.acceptanceTraces, states: states, nextType: "SearchNext") {
            cases[$0]?[$1]
        }
        let initial = try #require(cases[.states]?["idle"]).flatMap {
            InitialState($0, arguments: manifest.initial?.arguments ?? [])
        }
        return StoreChains.make(contexts, initial: initial, taken: Set(contexts.map(\.testName)))
    }

    @Test("Each trace handling an emitted event in the state reached is a chain, and each cancel is another test")
    func chainsAndCancellations() throws {
        let chains = try Self.chains()
        #expect(
            chains.map(\.chain.text) == [
                "idle + search -> loading + fetch effect + log effect, then loading + loaded(count: 0) -> failed(message: \"none\")",
                "idle + search -> loading + fetch effect + log effect, then loading + loaded -> shown",
                "idle + search -> loading + fetch effect + log effect, then loading + loadFailed -> failed",
                "idle + search -> loading + fetch effect + log effect, then loading + cancel -> idle + cancel fetch effect: "
                    + "loaded never arrives",
                "shown + refreshed -> loading(attempts: 1) + fetch(query: \"again\") effect, then loading + loaded(count: 0) -> "
                    + "failed(message: \"none\")",
                "shown + refreshed -> loading(attempts: 1) + fetch(query: \"again\") effect, then loading + loaded -> shown",
                "shown + refreshed -> loading(attempts: 1) + fetch(query: \"again\") effect, then loading + loadFailed -> failed",
                "shown + refreshed -> loading(attempts: 1) + fetch(query: \"again\") effect, then loading + cancel -> idle + "
                    + "cancel fetch effect: loaded never arrives",
            ])
        #expect(Set(chains.map(\.name)).count == chains.count)
        #expect(chains[0].name == "idleOnSearchThenLoadedMovesToFailed")
        #expect(chains[1].name == "idleOnSearchThenLoadedMovesToShown")
        #expect(chains[3].name == "idleOnSearchThenCancelCancelsFetch")
    }

    @Test("A chain from the initial state starts from `initial:`'s values and carries them into the next step")
    func startsFromInitial() throws {
        let chain = try #require(try Self.chains().first?.chain)
        #expect(chain.initialState == ".idle(attempts: 3)")
        #expect(chain.steps.map(\.method) == [.send, .receive])
        #expect(chain.steps[0].state == ".loading(attempts: 3)")
        #expect(
            chain.steps[0].effects == [
                StoreStep.Effect(expected: ".fetch(query: \"query\")", idLiteral: "\"search.fetch\"", policy: "run"),
                StoreStep.Effect(expected: ".log", idLiteral: "\"search.log\"", policy: "run"),
            ])
        // The handler answers the chain's effect (not `log`) with the event the second trace's test sends.
        #expect(chain.replies == [.init(effect: ".fetch(query: \"query\")", event: ".loaded(count: 0)", isHeld: false)])
        #expect(chain.steps[1].signal == ".loaded(count: 0)")
        #expect(chain.steps[1].state == ".failed(message: \"none\")")
    }

    @Test("The binding sibling of a value trace receives a value the sibling does not match")
    func siblingGetsAnotherValue() throws {
        let chain = try #require(try Self.chains().dropFirst().first?.chain)
        #expect(chain.steps[1].signal == ".loaded(count: 1)")
        #expect(chain.steps[1].state == ".shown(count: 1)")
    }

    @Test("A head from another state starts where its own test does; an event head is delivered from outside")
    func eventHead() throws {
        let chain = try #require(try Self.chains().dropFirst(4).first?.chain)
        #expect(chain.initialState == ".shown(count: 1)")
        #expect(chain.steps.map(\.method) == [.deliver, .receive])
        #expect(chain.replies.map(\.effect) == [".fetch(query: \"again\")"])
    }

    @Test("A cancellation test holds the reply, cancels the effect's id and releases the reply")
    func cancellation() throws {
        let chain = try #require(try Self.chains().dropFirst(3).first?.chain)
        #expect(chain.releasesHeld)
        #expect(chain.replies.map(\.isHeld) == [true])
        #expect(chain.steps[1].method == .send)
        #expect(chain.steps[1].cancellations == ["\"search.fetch\""])
        #expect(chain.steps[1].state == ".idle(attempts: 3)")
    }

    @Test("A follower whose written state values contradict the state reached is left out")
    func contradictionIsLeftOut() throws {
        let yaml = Self.yaml.replacingOccurrences(
            of: "  - loading + loadFailed -> failed", with: "  - 'loading(attempts: 2) + loadFailed -> failed'")
        let texts = try Self.chains(yaml).map(\.chain.text)
        #expect(!texts.contains { $0.hasSuffix("then loading(attempts: 2) + loadFailed -> failed") })
        #expect(texts.count == 6)
    }

    @Test("A rule without a guard joins a chain from whatever values the step before reached")
    func rules() throws {
        let guardFree = Self.yaml.replacingOccurrences(
            of: "  - loading + loadFailed -> failed", with: "  - 'loading(attempts: n) + loadFailed -> idle(attempts: n + 1)'")
        #expect(try Self.chains(guardFree).contains { $0.chain.text.hasSuffix("then loading(attempts: n) + loadFailed -> idle(attempts: n + 1)") })
    }

    @Test("A guarded follower joins only the chains whose step before reached values that meet its guard")
    func guardedFollower() throws {
        // `initial:` starts at 3 attempts, which fails `n < 3`; `shown + refreshed` reaches 1 attempt, which meets it.
        let guarded = Self.yaml.replacingOccurrences(
            of: "  - loading + loadFailed -> failed",
            with: "  - 'loading(attempts: n) + loadFailed where n < 3 -> idle(attempts: n + 1)'")
        let chains = try Self.chains(guarded).filter { $0.chain.text.contains("where n < 3") }
        #expect(chains.map { $0.chain.text.prefix(14) } == ["shown + refres"])
        #expect(chains.first?.chain.steps.last?.state == ".idle(attempts: 1 + 1)")
    }

    @Test("A guarded head starts from samples that meet its guard and no earlier sibling's; a guard none meets, none")
    func guardedHead() throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Retry
            states: ["idle(retries: Int)", "loading(retries: Int)", "done"]
            intents: [retry]
            events: [loaded]
            effects: [{name: fetch, id: retry.fetch, emits: [loaded]}]
            acceptanceTraces:
              - 'idle(retries: n) + retry where n >= 2 -> done'
              - 'idle(retries: n) + retry where n > 0 && n < 5 -> loading(retries: n + 1) + fetch effect'
              - 'loading(retries: n) + loaded where n > 100 -> done'
              - loading + loaded -> idle(retries: 0)

            """
        let chains = try Self.chains(yaml)
        // The initial 0 fails `n > 0`; of Int's samples (1, 2, 0, -1), 1 meets it and not the earlier `n >= 2`.
        // No step reaches `n > 100`.
        #expect(chains.map(\.chain.initialState) == [".idle(retries: 1)"])
        #expect(chains.first?.chain.text.hasSuffix("then loading + loaded -> idle(retries: 0)") == true)
        #expect(chains.first?.chain.steps.first?.state == ".loading(retries: 1 + 1)")
    }

    @Test("A guarded step prefers values that tell its names apart: a progress equal to the kept one proves nothing")
    func distinctValues() throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Search
            states: [idle, "loading(progress: Double)"]
            intents: [search]
            events: ["progress(Double)"]
            effects: [{name: fetch, id: search.fetch, emits: [progress]}]
            acceptanceTraces:
              - 'idle + search -> loading(progress: 0) + fetch effect'
              - 'loading(progress: p) + progress(q) where q > p -> loading(progress: q)'
              - 'loading(progress: p) + progress -> loading(progress: p)'

            """
        let steps = try Self.chains(yaml).map { $0.chain.steps[1].signal }
        // 0 meets the kept trace's condition (not q > 0) too, but equals the progress kept: -0.5 tells them apart.
        #expect(steps == [".progress(0.5)", ".progress(-0.5)"])
    }

    @Test("A value a chain substitutes into a computed one says its type where Swift could not infer it")
    func typedSubstitution() throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Search
            initial: 'idle(last: false)'
            states: ["idle(last: Bool)", loading]
            intents: [search]
            events: ["loaded(Result<Int, FlowError>)"]
            effects: [{name: fetch, id: search.fetch, emits: [loaded]}]
            acceptanceTraces:
              - idle + search -> loading + fetch effect
              - "loading + loaded(r) -> idle(last: r.value != nil)"

            """
        let chain = try #require(try Self.chains(yaml).first?.chain)
        #expect(chain.steps[1].state == ".idle(last: (.success(1) as Result<Int, FlowError>).value != nil)")
    }

    @Test("Without emits there are no chains")
    func noEmits() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "    emits: [loaded, loadFailed]\n", with: "")
        #expect(try Self.chains(yaml).isEmpty)
    }
}

@Suite("Initial state")
struct InitialStateTests {
    @Test("`initial:`'s values, placeholders for the rest; none without a placeholder")
    func values() throws {
        let manifest = try #require(
            ManifestLoader.load(
                yaml: """
                    schemaVersion: "0.2"
                    feature: F
                    initial: 'idle(attempts: 3)'
                    states: ["idle(attempts: Int, name: String)", "other(item: Item)", failed]
                    intents: [go]

                    """, path: "m.yaml"
            ).validManifest)
        let idle = CaseContext(manifest.states[0], group: .states, featureCamel: "f")
        let state = try #require(InitialState(idle, arguments: manifest.initial?.arguments ?? []))
        #expect(state.expression == ".idle(attempts: 3, name: \"\")")
        #expect(state.values == [0: "3", 1: "\"\""])
        let other = CaseContext(manifest.states[1], group: .states, featureCamel: "f")
        #expect(InitialState(other, arguments: []) == nil)
    }
}
