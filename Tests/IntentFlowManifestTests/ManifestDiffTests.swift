import Testing

@testable import IntentFlowManifest

/// `intentflow diff`'s comparison: from the loaded model, traces by meaning, breaking changes with their reason.
@Suite struct ManifestDiffTests {
    static let login = """
        schemaVersion: "0.2"
        feature: Login
        states: [idle, validating(attempts: Int), failed(attempts: Int), done(userID: String)]
        intents: [submit(email: String), retry, cancel]
        events: [valid, rejected]
        effects:
          - {name: validate, params: ["email: String"], emits: [valid, rejected]}
        outputs: [completed(userID: String)]
        invariants:
          - text: "Nothing is emitted before done."
            step: 'step.named.outputs.isEmpty || step.afterCase == "done"'
        acceptanceTraces:
          - "idle + submit(valid form) -> validating(attempts: 0) + validate effect"
          - "validating(attempts: n) + rejected -> failed(attempts: n)"
          - "failed(attempts: n) + retry -> validating(attempts: n + 1) + validate effect where n < 3"
          - "validating + cancel -> idle + cancel validate effect"

        """

    func manifest(_ yaml: String, path: String = "login.intentflow.yaml") throws -> Manifest {
        let result = ManifestLoader.load(yaml: yaml, path: path)
        return try #require(result.validManifest, "\(result.diagnostics)")
    }

    func diff(_ base: String, _ head: String) throws -> FeatureDiff {
        FeatureComparison.compare(base: try manifest(base), head: try manifest(head))
    }

    @Test func theSameManifestIsNoChange() throws {
        let result = try diff(Self.login, Self.login)
        #expect(result.status == .unchanged)
        #expect(result.changes.isEmpty)
    }

    @Test func aTraceMovedOrRewordedOnlyIsNoChange() throws {
        let reworded = Self.login
            .replacingEvery(
                "  - \"idle + submit(valid form) -> validating(attempts: 0) + validate effect\"\n",
                with: "")
            .replacingEvery(
                "failed(attempts: n) + retry -> validating(attempts: n + 1)",
                with: "failed(attempts: count) + retry -> validating(attempts: count+1)")
            .replacingEvery("where n < 3", with: "where count<3")
            + "  - \"idle + submit(a valid email) -> validating(attempts: 0) + validate effect\"\n"
        let base = try manifest(Self.login)
        let head = try manifest(reworded)
        #expect(base.acceptanceTraces.map(\.text) != head.acceptanceTraces.map(\.text), "the text did change")
        let result = FeatureComparison.compare(base: base, head: head)
        #expect(result.changes.isEmpty, "\(result.changes)")
    }

    @Test(arguments: [
        ("where n < 3", "where n < 4"),
        ("validating(attempts: n + 1)", "validating(attempts: n + 2)"),
        ("validating(attempts: 0) + validate", "validating(attempts: 1) + validate"),
    ])
    func aChangedGuardOrValueIsAChangedTrace(before: String, after: String) throws {
        let result = try diff(Self.login, Self.login.replacingEvery(before, with: after))
        let traces = result.changes.filter { $0.part == .trace }
        #expect(traces.count == 1, "\(result.changes)")
        #expect(traces.first?.kind == .changed)
        #expect(traces.first?.isBreaking == false)
    }

    @Test func aChangedOutputPayloadIsBreakingAndAStateOneIsNot() throws {
        let head = Self.login
            .replacingEvery("outputs: [completed(userID: String)]", with: "outputs: [completed(userID: Int)]")
            .replacingEvery("done(userID: String)", with: "done(userID: Int)")
        let result = try diff(Self.login, head)
        let output = try #require(result.changes.first { $0.part == .output })
        #expect(output.kind == .changed)
        #expect(output.details == ["payload: completed(userID: String) → completed(userID: Int)"])
        #expect(output.breaking?.contains("changed output payload") == true)
        let state = try #require(result.changes.first { $0.part == .state })
        #expect(state.kind == .changed && !state.isBreaking)
    }

    @Test(arguments: [
        ("intents: [submit(email: String), retry, cancel]", "intents: [submit(email: String), retry, stop]", "intent"),
        ("outputs: [completed(userID: String)]", "outputs: [finished(userID: String)]", "output"),
    ])
    func aRemovedOrRenamedSignalOrOutputIsBreaking(before: String, after: String, part: String) throws {
        let head = Self.login.replacingEvery(before, with: after)
            .replacingEvery("validating + cancel -> idle + cancel validate effect", with: "validating + retry -> idle")
        let result = try diff(Self.login, head)
        let removed = result.changes.filter { $0.kind == .removed && $0.part.rawValue == part }
        #expect(removed.count == 1, "\(result.changes)")
        #expect(removed.first?.breaking?.hasPrefix("a removed or renamed \(part)") == true)
        #expect(result.changes.contains { $0.kind == .added && $0.part.rawValue == part && !$0.isBreaking })
    }

    @Test func anEffectsPolicyEmitsAndIdAreCompared() throws {
        let head = Self.login.replacingEvery(
            #"{name: validate, params: ["email: String"], emits: [valid, rejected]}"#,
            with: #"{name: validate, params: ["email: String"], id: login.validate, policy: cancelInFlight, emits: [valid]}"#)
        let result = try diff(Self.login, head)
        let effect = try #require(result.changes.first { $0.part == .effect })
        #expect(
            effect.details == [
                "id: none → login.validate", "policy: run → cancelInFlight", "emits: [valid, rejected] → [valid]",
            ])
        #expect(!effect.isBreaking)
    }

    @Test func anInvariantWhoseCheckIsRemovedIsWeakened() throws {
        let head = Self.login.replacingEvery(
            "  - text: \"Nothing is emitted before done.\"\n    step: 'step.named.outputs.isEmpty || step.afterCase == \"done\"'\n",
            with: "  - \"Nothing is emitted before done.\"\n")
        let result = try diff(Self.login, head)
        let invariant = try #require(result.changes.first { $0.part == .invariant })
        #expect(invariant.kind == .changed)
        #expect(invariant.details.first?.hasPrefix("step check removed (weakened)") == true, "\(invariant.details)")
    }

    @Test func aFeatureRemovedIsBreakingAndOneAddedIsListedWhole() throws {
        let login = try manifest(Self.login)
        let diff = ManifestDiff.compare(base: [login], head: [], baseLabel: "HEAD", headLabel: "working tree")
        #expect(diff.features.map(\.status) == [.removed])
        #expect(diff.hasBreakingChanges)
        let added = ManifestDiff.compare(base: [], head: [login], baseLabel: "HEAD", headLabel: "working tree")
        #expect(added.features.first?.changes.map(\.part) == [.feature])
        #expect(added.features.first?.changes.first?.after == "4 states, 3 intents, 2 events, 1 effect, 1 output, 1 invariant, 4 traces")
        #expect(!added.hasBreakingChanges)
    }

    @Test func aChildOutputAParentMapsNamesTheParent() throws {
        let parent = try manifest(
            """
            schemaVersion: "0.2"
            feature: Checkout
            states: [cart, signedIn]
            intents: [pay]
            events: [loginSucceeded(userID: String)]
            children:
              - feature: Login
                manifest: login.intentflow.yaml
                outputs: {completed: loginSucceeded}
            acceptanceTraces:
              - "cart + loginSucceeded -> signedIn"

            """, path: "checkout.intentflow.yaml")
        let base = try manifest(Self.login)
        let head = try manifest(
            Self.login.replacingEvery("outputs: [completed(userID: String)]", with: "outputs: [completed(userID: Int)]"))
        let diff = ManifestDiff.compare(
            base: [parent, base], head: [parent, head], baseLabel: "HEAD", headLabel: "working tree")
        let output = try #require(diff.features.first { $0.feature == "Login" }?.changes.first { $0.part == .output })
        #expect(output.breaking?.hasSuffix("Checkout maps it (children: login, event loginSucceeded)") == true)
    }

    @Test func theMarkdownDrawsAddedAndRemovedTransitions() throws {
        let head = Self.login.replacingEvery(
            "validating + cancel -> idle + cancel validate effect", with: "validating + cancel -> failed(attempts: 0)")
        let diff = ManifestDiff.compare(
            base: [try manifest(Self.login)], head: [try manifest(head)], baseLabel: "HEAD", headLabel: "working tree")
        let markdown = diff.markdown
        #expect(markdown.contains("| Login | changed | 0 | 0 | 1 | 0 |"), "\(markdown)")
        #expect(markdown.contains("```mermaid\nstateDiagram-v2\n"))
        #expect(markdown.contains("    validating --> failed : + cancel\n"))
        #expect(markdown.contains("    validating --> idle : − cancel / cancel validate\n"))
        #expect(diff.json["features"]?.arrayValue?.first?["transitions"]?["added"]?.arrayValue?.count == 1)
    }

    @Test func anIgnoredPairAddedOrRemovedIsAChange() throws {
        let withIgnored = Self.login + "ignored:\n  - done + retry\n"
        let added = try diff(Self.login, withIgnored)
        #expect(added.changes.map { "\($0.kind) \($0.part) \($0.name)" } == ["added ignored done + retry"])
        let removed = try diff(withIgnored, Self.login)
        #expect(removed.changes.map { "\($0.kind) \($0.part) \($0.name)" } == ["removed ignored done + retry"])
        #expect(try diff(withIgnored, withIgnored.replacingEvery("done + retry", with: "done+retry")).changes.isEmpty)
    }
}
