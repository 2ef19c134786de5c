import Testing

@testable import IntentFlowManifest

/// One splitter for Swift lists, types and values alike.
@Suite("Top-level commas")
struct TopLevelCommasTests {
    @Test(
        "Commas inside brackets, generics, closures and strings do not split",
        arguments: [
            ("a: Int, b: [String: Int]", ["a: Int", " b: [String: Int]"]),
            ("Result<Int, FlowError>, Bool", ["Result<Int, FlowError>", " Bool"]),
            ("f: (Int, Int) -> Bool, g: Int", ["f: (Int, Int) -> Bool", " g: Int"]),
            (#""a, b", (1, 2)"#, [#""a, b""#, " (1, 2)"]),
            (#""say \"x, y\"", z"#, [#""say \"x, y\"""#, " z"]),
            ("{ a, b in a }, 1", ["{ a, b in a }", " 1"]),
            ("", [""]),
        ])
    func split(text: String, parts: [String]) {
        #expect(TopLevelCommas.split(text) == parts)
    }
}
