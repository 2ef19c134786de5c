import Testing
@testable import IntentFlowManifest

/// Issue 32, cause 8: a `samples:` value reaches generated tests only when it is exactly one Swift expression.
@Suite struct SwiftExpressionShapeTests {
    @Test(arguments: [
        "LabDevice()", #"LabDevice(name: "a \"b\" ) }", id: 3)"#, "[1, 2, 3].map { $0 * 2 }", #""\(1 + (2))""#,
        ##"#"raw " } string"#"##, #"Date(timeIntervalSince1970: 0)"#, #"["a": [1]]"#, "{ a; b }()", "x / y",
    ])
    func oneExpressionPasses(text: String) {
        #expect(SwiftExpressionShape.problem(in: text) == nil, "\(text)")
    }

    @Test(arguments: [
        #""" }; func zzPWNzz() { _ = 1"#, "1; func x() {}", "1 // comment", "a /* b */", "f(\nx)", "(1", "1)",
        "[1)", #""open"#, #""a\(1"#, "\"\"\"\nx\n\"\"\"", "Foo() }\nfunc zz() {\n_ = 1",
    ])
    func moreThanOneExpressionIsRefused(text: String) {
        #expect(SwiftExpressionShape.problem(in: text) != nil, "\(text)")
    }

    @Test func aSampleThatIsNotOneExpressionIsALocatedErrorAndNotUsed() {
        let result = load(
            """
            schemaVersion: "0.2"
            feature: Device
            states: ["idle(device: LabDevice)"]
            intents: [scan]
            samples:
              LabDevice: '"" }; func zzPWNzz() { _ = 1'

            """)
        let diagnostic = result.diagnostics.first { $0.ruleID == ManifestRule.invalidSample.id }
        #expect(diagnostic.map { "\($0.location.line):\($0.location.column)" } == "6:14", "\(printed(result))")
        #expect(diagnostic?.message.contains("exactly one Swift expression") == true)
        #expect(result.manifest?.samples["LabDevice"] == nil)
    }
}
