import Testing

@testable import IntentFlowManifest

/// `domains:`: a parameter's or field's valid values, a range or a closed list.
@Suite("Domains")
struct DomainTests {
    private func loaded(_ domains: String, trace: String = "playing + play(row: r) -> playing") -> ManifestLoadResult {
        load("""
            schemaVersion: "0.2"
            feature: Game
            states: [playing]
            intents: ["play(row: Int, mark: Mark)"]
            samples: {Mark: ['.x', '.o']}
            domains: \(domains)
            acceptanceTraces:
              - "\(trace)"

            """)
    }

    @Test("A range and a list are read, and hold exactly their values")
    func readsRangeAndList() throws {
        let result = loaded("{play.row: 0...2, play.mark: ['.x']}")
        let manifest = try #require(result.validManifest, "\(printed(result))")
        let row = try #require(manifest.domains["play.row"])
        #expect(row.kind == .range(lower: 0, upper: 2, isClosed: true))
        #expect(row.contains("0") && row.contains("2") && !row.contains("-1") && !row.contains("3"))
        #expect(try #require(ValueDomain.range("0..<3")) == .range(lower: 0, upper: 3, isClosed: false))
        let mark = try #require(manifest.domains["play.mark"])
        #expect(mark.contains(".x") && !mark.contains(".o"))
    }

    @Test("A malformed domain, an unknown key, a range for a non-number and a domain without a sample are errors")
    func errors() {
        #expect(located(loaded("{play.row: 2...0}"), rule: "manifest.invalid-domain") == "6:21 manifest.invalid-domain")
        #expect(located(loaded("{play.rows: 0...2}"), rule: "manifest.invalid-domain") == "6:11 manifest.invalid-domain")
        #expect(loaded("{play.rows: 0...2}").diagnostics.contains { $0.message.contains("did you mean 'play.row'") })
        #expect(located(loaded("{play.mark: 0...2}"), rule: "manifest.invalid-domain") == "6:11 manifest.invalid-domain")
        let excluding = loaded("{play.row: 5...7}")
        #expect(excluding.validManifest == nil)
        #expect(located(excluding, rule: "manifest.invalid-domain") == "6:11 manifest.invalid-domain", "\(printed(excluding))")
        #expect(excluding.diagnostics.contains { $0.message.contains("excludes every sample of 'Int' (1, 2, 0, -1)") })
        #expect(located(loaded("{play.row: 0...2}"), rule: "manifest.invalid-domain") == nil)
    }

    @Test("A guard no value inside the domain meets is an error: values outside it are never tried")
    func guardOutsideDomain() {
        let trace = "playing + play(row: r) where r > 2 -> playing"
        #expect(located(loaded("{play.row: 0...9}", trace: trace), rule: "trace.unsatisfiable-guard") == nil)
        #expect(located(loaded("{play.row: 0...2}", trace: trace), rule: "trace.unsatisfiable-guard") != nil)
    }
}
