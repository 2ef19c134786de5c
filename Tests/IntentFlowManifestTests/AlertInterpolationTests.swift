import Testing

@testable import IntentFlowManifest

/// Alerts with values (issue 41 item 5): `params:` on an alert, interpolated in its title and message as `{name}`.
@Suite("Alerts with values")
struct AlertInterpolationTests {
    private func loaded(title: String, message: String = "Try again later.") -> ManifestLoadResult {
        let yaml = """
            schemaVersion: "0.2"
            feature: Passcode
            intents: [submit]
            alerts:
              - name: rejected
                params: ["seconds: Int", "code: String"]
                title: "\(title)"
                message: "\(message)"
            """
        return ManifestLoader.load(yaml: yaml, path: "m.yaml")
    }

    @Test("Text splits into fixed runs and {name} values; other braces are text")
    func pieces() {
        #expect(
            AlertText.pieces("Try again in {seconds} s{}{ x}{") == [
                .text("Try again in "), .value("seconds"), .text(" s{}{ x}{"),
            ])
        #expect(AlertText.pieces("{a}{b}") == [.value("a"), .value("b")])
        #expect(AlertText.pieces("plain") == [.text("plain")])
    }

    @Test("An alert's params load as a case's, and the sample alert carries sample values")
    func paramsLoad() throws {
        let result = loaded(title: "Wrong code {code}", message: "Try again in {seconds} seconds.")
        #expect(printed(result) == [])
        let alert = try #require(result.manifest?.alerts.first)
        #expect(alert.parameters.map(\.label) == ["seconds", "code"])
        let manifest = try #require(result.manifest)
        #expect(SampleCatalog(manifest).expressions["PasscodeAlert"] == ".rejected(seconds: 1, code: \"code\")")
    }

    @Test("A {name} that names no value of the alert is an error at the text")
    func unknownValueIsLocated() {
        let result = loaded(title: "Wrong code", message: "Try again in {second} seconds.")
        #expect(
            printed(result) == [
                "m.yaml:8:14: error: the alert's message interpolates '{second}', but it is none of the alert's "
                    + "params (seconds, code); did you mean 'seconds'? [manifest.invalid-alert]"
            ])
        #expect(result.validManifest == nil)
    }
}
