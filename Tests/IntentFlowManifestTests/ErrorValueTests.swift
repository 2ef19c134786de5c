import Testing

@testable import IntentFlowManifest

/// Errors as values: an event carries `Result<T, FlowError>`; a type holding `Error` is refused; tests get a
/// success and a failure sample.
@Suite("Errors as values")
struct ErrorValueTests {
    private func loaded(event: String, traces: [String] = []) -> ManifestLoadResult {
        var yaml = """
            schemaVersion: "0.2"
            feature: Search
            fields: ["results: [String] = []"]
            intents: [submit]
            events: ["\(event)"]

            """
        if !traces.isEmpty { yaml += "acceptanceTraces:\n" + traces.map { "  - '\($0)'\n" }.joined() }
        return ManifestLoader.load(yaml: yaml, path: "m.yaml")
    }

    @Test("A Result with FlowError loads, and traces guard on it and compute from it")
    func flowErrorResult() {
        let result = loaded(
            event: "loaded(Result<[String], FlowError>)",
            traces: [
                "state + loaded(r) where r.error != nil -> state(results: [])",
                "state + loaded(r) -> state(results: r.value ?? [])",
            ])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(printed(result))")
    }

    @Test("A type holding Error is an error at the parameter, with the FlowError spelling")
    func unequatableError() {
        for type in ["Result<[String], Error>", "Result<[String], any Error>", "any Error", "[Swift.Error]"] {
            let result = loaded(event: "loaded(\(type))")
            #expect(located(result, rule: "manifest.unequatable-error") != nil, "\(type): \(printed(result))")
        }
        #expect(printed(loaded(event: "loaded(Result<[String], any Error>)")).contains {
            $0.contains("write 'Result<[String], FlowError>'")
        })
        #expect(located(loaded(event: "loaded(ErrorCode)"), rule: "manifest.unequatable-error") == nil)
        #expect(located(loaded(event: "loaded(FlowError)"), rule: "manifest.unequatable-error") == nil)
    }

    @Test("A Result's samples are a success, then a failure; FlowError's is named after its parameter")
    func samples() {
        #expect(SwiftValue.samples(for: "Result<[String], FlowError>", named: "r") == [#".success(["r"])"#, #".failure(FlowError("r"))"#])
        #expect(SwiftValue.sample(for: "FlowError", named: "error") == #"FlowError("error")"#)
        #expect(SwiftValue.sample(for: "Result<Place, FlowError>", named: "r") == nil)
    }
}
