import Foundation
import Testing
@testable import IntentFlowManifest

/// Schema 0.2's trace grammar as the loader reads it: values, `_` as the source state, and each malformed form a
/// located error.
@Suite struct TraceGrammarTests {
    private static let header = """
        schemaVersion: "0.2"
        feature: Device
        states: [idle, scanning, "choosing(devices: [String])", "failed(reason: String)"]
        intents: [scan, disconnect]
        events: ["found(devices: [String])", "resolved(Bool)"]
        acceptanceTraces:

        """

    private func loaded(_ traces: [String], schema: String = "0.2") -> ManifestLoadResult {
        let yaml = Self.header.replacingOccurrences(of: "\"0.2\"", with: "\"\(schema)\"")
            + traces.map { "  - '\($0)'\n" }.joined()
        return load(yaml)
    }

    @Test("Values are read with their locations; free text stays free text")
    func values() throws {
        let result = loaded([#"scanning + found([]) -> failed(reason: "none")"#, "scanning + found(devices) -> choosing"])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let traces = try #require(result.manifest).acceptanceTraces
        let signal = traces[0].signal.arguments
        #expect(signal.map { $0.value?.source } == ["[]"])
        #expect(signal.first.map { "\($0.location.line):\($0.location.column)" } == "7:23")
        #expect(traces[0].to.arguments.map { "\($0.label ?? "")=\($0.value?.source ?? "")" } == [#"reason="none""#])
        #expect(traces[1].signal.arguments.map(\.isValue) == [false])
    }

    @Test("In schema 0.1 arguments stay free text")
    func schema01() throws {
        let result = loaded([#"scanning + found("unclosed) -> choosing"#], schema: "0.1")
        #expect(!printed(result).contains { $0.contains("trace.malformed") })
        #expect(try #require(result.manifest).acceptanceTraces[0].signal.arguments.isEmpty)
    }

    @Test("'_' is any source state; it leaves every state")
    func anyState() throws {
        let result = loaded(["_ + disconnect -> idle", "idle + scan -> scanning"])
        #expect(!printed(result).contains { $0.contains("error") || $0.contains("never left") })
        let traces = try #require(result.manifest).acceptanceTraces
        #expect(traces[0].isFromAnyState)
        #expect(!traces[1].isFromAnyState)
    }

    @Test("Malformed values and '_' after '->' of a named state are located errors")
    func malformed() {
        let cases: [(String, String)] = [
            (#"scanning + found(devices) -> failed("unclosed)"#, "m.yaml:7:42: error: this string is never closed"),
            ("scanning + found(.) -> idle", "m.yaml:7:24: error: expected a case name after '.'"),
            ("scanning + found([1,) -> idle", "m.yaml:7:23: error: '[' is never closed"),
            (
                "scanning + disconnect -> _",
                "m.yaml:7:31: error: '_' after '->' keeps the state of a trace from any state ('_ + …'); this trace "
                    + "starts in 'scanning', so write 'scanning' after '->'"
            ),
            ("_ + disconnect -> _ idle", "m.yaml:7:26: error: unexpected 'idle' after '_'"),
            ("_(x) + disconnect -> idle", "m.yaml:7:7: error: '_' stands for any state and takes no arguments"),
            ("idle + _ -> idle", "m.yaml:7:13: error: expected an intent or event, found '_'"),
        ]
        for (trace, expected) in cases {
            let result = loaded([trace])
            #expect(printed(result).contains { $0.hasPrefix(expected) }, "\(trace): \(printed(result))")
        }
    }
}
