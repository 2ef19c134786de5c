import Testing

@testable import IntentFlowContext

/// Store chains through guards the written values decide (members, `nil`, values) and through guards only the feature's
/// code decides, which the generated test decides itself.
@Suite("Guarded store chains")
struct GuardedChainTests {
    static func yaml(_ traces: [String]) -> String {
        """
        schemaVersion: "0.2"
        feature: Search
        states: [idle, "loading(query: String)", "shown(count: Int)", failed]
        intents: ["search(query: String)"]
        events: ["loaded(Result<Int, FlowError>)"]
        effects:
          - name: fetch
            params: ["query: String"]
            id: search.fetch
            emits: [loaded]
        acceptanceTraces:
        \(traces.map { "  - '\($0)'" }.joined(separator: "\n"))

        """
    }

    @Test("A chain passes a sibling whose member guard its values refute, and starts at a member guard they meet")
    func memberGuards() throws {
        let chains = try StoreChainsTests.chains(
            Self.yaml([
                "idle + search(q) where q.isEmpty -> idle",
                "idle + search(q) -> loading(query: q) + fetch(q) effect",
                "loading + loaded(r) where r.error != nil -> failed",
                "loading + loaded(r) -> shown(count: r.value ?? 0)",
            ]))
        #expect(chains.count == 2)
        #expect(chains.allSatisfy { $0.chain.choice == nil })
        #expect(chains.first?.chain.steps.first?.signal == ".search(query: \"query\")")
        #expect(chains.map { $0.chain.replies.first?.event } == [".loaded(.failure(FlowError(\"r\")))", ".loaded(.success(1))"])
    }

    @Test("A guard that calls the feature's code: the test chooses among candidates, evaluating the guard itself")
    func chosenAtRunTime() throws {
        let chains = try StoreChainsTests.chains(
            Self.yaml([
                "idle + search(q) where Query.isValid(q) -> loading(query: q) + fetch(q) effect",
                "idle + search -> idle",
                "loading + loaded(r) where r.error != nil -> failed",
            ]))
        let choice = try #require(chains.first?.chain.choice)
        #expect(chains.count == 1)
        #expect(choice.names == ["q", "r"])
        #expect(choice.condition == "Query.isValid(q) && r.error != nil")
        // The written forms refute every candidate with a success: only failures are listed.
        #expect(choice.candidates.allSatisfy { $0[1].hasPrefix(".failure") })
        #expect(choice.candidates.map { $0[0] } == ["\"q\"", "\"q2\"", "\"\""])
        let code = try #require(choice.code(failure: "Issue.record"))
        #expect(code.contains("func meetsGuards(_ candidate: (String, Result<Int, FlowError>)) -> Bool {"))
        #expect(code.contains("      return Query.isValid(q) && r.error != nil"))
        #expect(code.contains("guard let chosen = candidates.first(where: meetsGuards) else {"))
        #expect(code.hasSuffix("    let (q, r) = chosen"))
        #expect(chains.first?.chain.steps.first?.signal == ".search(query: q)")
        #expect(chains.first?.chain.replies.first?.event == ".loaded(r)")
    }

    @Test("A follower whose own undecided guard reads what the first step computed is left out")
    func followerGuardOnComputedState() throws {
        let chains = try StoreChainsTests.chains(
            Self.yaml([
                "idle + search(q) -> loading(query: q + \"!\") + fetch(q) effect",
                "loading(query: q) + loaded where Query.isValid(q) -> shown(count: 1)",
                "loading + loaded -> failed",
            ]))
        #expect(chains.map(\.chain.text).allSatisfy { !$0.contains("Query.isValid") })
        #expect(chains.count == 1)
    }
}
