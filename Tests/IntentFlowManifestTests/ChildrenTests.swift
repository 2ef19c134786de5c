import Foundation
import Testing
@testable import IntentFlowManifest

/// A manifest's `children:`: read with locations, the child manifests resolved beside it, and every mistake a located
/// error (a missing manifest, an output or event that does not exist, values that do not fit).
@Suite("Children")
struct ChildrenTests {
    static let login = """
        schemaVersion: "0.2"
        feature: Login
        mode: core
        states: [idle, failed(message: String)]
        intents: [submit]
        outputs: [completed(userID: String), abandoned]

        """

    /// A parent hosting Login under `children`, both written into a fresh directory; loads the parent from a file.
    private func loadParent(children: String, events: String = "[loginSucceeded(userID: String), loginAbandoned]")
        throws -> ManifestLoadResult
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("children-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.login.write(to: directory.appendingPathComponent("login.intentflow.yaml"), atomically: true, encoding: .utf8)
        let parent = """
            schemaVersion: "0.2"
            feature: Checkout
            mode: core
            states: [cart, failed(message: String)]
            intents: [checkout]
            events: \(events)
            children:
            \(children)
            """
        let url = directory.appendingPathComponent("checkout.intentflow.yaml")
        try parent.write(to: url, atomically: true, encoding: .utf8)
        return ManifestLoader.load(contentsOf: url, displayPath: "app/checkout.intentflow.yaml")
    }

    @Test func aChildIsReadAndItsManifestResolvedBesideTheParent() throws {
        let result = try loadParent(
            children: "  - {feature: Login, manifest: login.intentflow.yaml, outputs: {completed: loginSucceeded}}")
        #expect(printed(result) == [])
        let manifest = try #require(result.validManifest)
        let child = try #require(manifest.children.first)
        #expect(child.feature == "Login")
        #expect(child.id == "login")
        #expect(child.manifest == "login.intentflow.yaml")
        #expect(child.outputs.map(\.output.name) == ["completed"])
        #expect(child.outputs.map(\.event.name) == ["loginSucceeded"])
        #expect(child.outputs.first?.event.location.column == 76)
        #expect(manifest.childManifests["login"]?.feature == "Login")
        #expect(manifest.childManifests["login"]?.path == "app/login.intentflow.yaml")
    }

    @Test func theIDNamesTheHostingAndTwoChildrenCannotShareOne() throws {
        let result = try loadParent(
            children: """
                  - {feature: Login, manifest: login.intentflow.yaml, id: primary}
                  - {feature: Login, manifest: login.intentflow.yaml, id: primary}
                """)
        #expect(result.validManifest == nil)
        #expect(located(result, rule: "children.duplicate-id") == "9:59 children.duplicate-id")
        #expect(result.manifest?.children.map(\.id) == ["primary", "primary"])
    }

    @Test func aMissingChildManifestIsALocatedError() throws {
        let result = try loadParent(children: "  - {feature: Login, manifest: nowhere.intentflow.yaml}")
        #expect(
            printed(result) == [
                "app/checkout.intentflow.yaml:8:32: error: the manifest of child 'Login' cannot be read: "
                    + "'app/nowhere.intentflow.yaml': cannot read the file: no such file or directory (the path is "
                    + "relative to this manifest's directory) [children.manifest]"
            ])
    }

    @Test func anOutputTheChildDoesNotDeclareSuggestsTheClosestOne() throws {
        let result = try loadParent(
            children: "  - {feature: Login, manifest: login.intentflow.yaml, outputs: {complete: loginSucceeded}}")
        #expect(
            printed(result) == [
                "app/checkout.intentflow.yaml:8:65: error: Login declares no output 'complete'; did you mean "
                    + "'completed'? (its outputs: completed, abandoned) [children.unknown-output]"
            ])
    }

    @Test func anEventTheParentDoesNotDeclareSuggestsTheClosestOne() throws {
        let result = try loadParent(
            children: "  - {feature: Login, manifest: login.intentflow.yaml, outputs: {abandoned: loginAbandon}}")
        #expect(
            printed(result) == [
                "app/checkout.intentflow.yaml:8:76: error: Checkout declares no event 'loginAbandon' for Login's "
                    + "output 'abandoned'; did you mean 'loginAbandoned'? [children.unknown-event]"
            ])
    }

    @Test func anEntryWrongOnBothSidesReportsBoth() throws {
        let result = try loadParent(
            children: "  - {feature: Login, manifest: login.intentflow.yaml, outputs: {abandon: loginAbandon}}")
        #expect(
            printed(result) == [
                "app/checkout.intentflow.yaml:8:65: error: Login declares no output 'abandon'; did you mean "
                    + "'abandoned'? (its outputs: completed, abandoned) [children.unknown-output]",
                "app/checkout.intentflow.yaml:8:74: error: Checkout declares no event 'loginAbandon' for Login's "
                    + "output 'abandon'; did you mean 'loginAbandoned'? [children.unknown-event]",
            ])
    }

    @Test func aMappingWhoseValuesDoNotFitIsAnError() throws {
        let result = try loadParent(
            children: "  - {feature: Login, manifest: login.intentflow.yaml, outputs: {completed: loginSucceeded}}",
            events: "[loginSucceeded(userID: Int), loginAbandoned]")
        #expect(
            printed(result) == [
                "app/checkout.intentflow.yaml:8:76: error: Login's output 'completed' carries (String) but "
                    + "Checkout's event 'loginSucceeded' takes (Int); the event must take the output's values, in "
                    + "order [children.payload-mismatch]"
            ])
    }

    @Test func aChildManifestOfAnotherFeatureIsAnError() throws {
        let result = try loadParent(children: "  - {feature: SignIn, manifest: login.intentflow.yaml}")
        #expect(located(result, rule: "children.manifest") == "8:15 children.manifest")
    }

    @Test func anEntryWithoutAManifestOrNotAMappingIsReported() {
        let result = load(
            minimalManifest + """
                children:
                  - feature: Login
                  - 3
                  - {feature: Login, manifest: login.intentflow.yaml, id: "not an id"}
                """)
        #expect(located(result, rule: "manifest.required") == "7:5 manifest.required")
        #expect(located(result, rule: "manifest.type-mismatch") == "8:5 manifest.type-mismatch")
        #expect(located(result, rule: "manifest.invalid-identifier") == "9:59 manifest.invalid-identifier")
        #expect(result.manifest?.children.isEmpty == true)
    }

    @Test func childrenNeedSchema02() {
        let result = load(
            minimalManifest.replacingOccurrences(of: "\"0.2\"", with: "\"0.1\"")
                + "children: [{feature: Login, manifest: login.intentflow.yaml}]\n")
        #expect(result.diagnostics.contains { $0.ruleID == "manifest.requires-0.2" && $0.location.line == 6 })
    }

    @Test func aCollectionTakesTheElementsIDFirstInEveryMappedEvent() throws {
        let result = try loadParent(
            children: "  - {feature: Login, manifest: login.intentflow.yaml, id: logins, each: UUID, outputs: {completed: loginSucceeded}}",
            events: "[loginSucceeded(id: UUID, userID: String), loginAbandoned]")
        #expect(printed(result) == [])
        let child = try #require(result.validManifest?.children.first)
        #expect(child.each == "UUID")
        #expect(child.id == "logins")

        let withoutID = try loadParent(
            children: "  - {feature: Login, manifest: login.intentflow.yaml, each: UUID, outputs: {completed: loginSucceeded}}")
        #expect(
            printed(withoutID) == [
                "app/checkout.intentflow.yaml:8:88: error: Login's output 'completed' carries (UUID, String) but Checkout's "
                    + "event 'loginSucceeded' takes (String); the event must take its id (UUID), then the output's values, "
                    + "in order [children.payload-mismatch]"
            ])
    }

    @Test func anEachThatIsNotATypeIsAnError() throws {
        let result = try loadParent(
            children: "  - {feature: Login, manifest: login.intentflow.yaml, each: '[UUID', outputs: {completed: loginSucceeded}}")
        #expect(
            printed(result) == [
                "app/checkout.intentflow.yaml:8:61: error: 'each' names the type of the id each hosted child is kept "
                    + "under, such as UUID or Int; found '[UUID' [children.invalid-each]"
            ])
        #expect(result.validManifest == nil)
    }
}
