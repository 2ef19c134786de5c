import Testing

@testable import IntentFlowManifest

/// `trace.unsatisfiable-guard` and `trace.no-chain-start`: guards no tried value, or no sample, meets.
@Suite("Guards and samples")
struct GuardSampleFindingsTests {
    private func loaded(_ trace: String, samples: String = "") -> ManifestLoadResult {
        load("""
            schemaVersion: "0.2"
            feature: Retry
            states: ["idle(retries: Int)", loading, done]
            intents: [retry]
            events: [loaded]
            effects: [{name: fetch, id: retry.fetch, emits: [loaded]}]
            \(samples)
            acceptanceTraces:
              - "\(trace)"
              - loading + loaded -> done

            """)
    }

    @Test("A guard no tried value meets is a located error at the guard")
    func unsatisfiable() throws {
        let result = loaded("idle(retries: n) + retry where n > 3 && n < 2 -> loading + fetch effect")
        #expect(result.validManifest == nil, "\(printed(result))")
        #expect(located(result, rule: "trace.unsatisfiable-guard") == "9:37 trace.unsatisfiable-guard", "\(printed(result))")
        let message = try #require(result.diagnostics.first { $0.ruleID == "trace.unsatisfiable-guard" })
        #expect(message.severity == .error)
        #expect(message.message.contains("'n > 3 && n < 2'"))
    }

    @Test("A guard values around its numbers meet but no sample does warns at a chain's trace, naming the sample")
    func noChainStart() throws {
        let result = loaded("idle(retries: n) + retry where n > 5 -> loading + fetch effect")
        #expect(result.validManifest != nil, "\(printed(result))")
        #expect(located(result, rule: "trace.no-chain-start") == "9:37 trace.no-chain-start", "\(printed(result))")
        let message = try #require(result.diagnostics.first { $0.ruleID == "trace.no-chain-start" })
        #expect(message.severity == .warning)
        #expect(message.message.contains("add 5 to the samples of 'Int'") || message.message.contains("add 6 to"))
        #expect(located(result, rule: "trace.unsatisfiable-guard") == nil)
    }

    @Test("A sample that meets the guard, a trace in no chain or a guard that cannot be decided gives no finding")
    func quiet() {
        let sampled = loaded("idle(retries: n) + retry where n > 5 -> loading + fetch effect", samples: "samples: {Int: ['1', '6']}")
        #expect(located(sampled, rule: "trace.no-chain-start") == nil, "\(printed(sampled))")
        #expect(located(loaded("idle(retries: n) + retry where n < 3 -> loading + fetch effect"), rule: "trace.no-chain-start") == nil)
        #expect(located(loaded("idle(retries: n) + retry where n > 5 -> done"), rule: "trace.no-chain-start") == nil)
        let undecided = loaded("idle(retries: n) + retry where n.isMultiple(of: 7) -> loading + fetch effect")
        #expect(located(undecided, rule: "trace.no-chain-start") == nil)
        #expect(located(undecided, rule: "trace.unsatisfiable-guard") == nil)
    }
}
