import Foundation
import Testing
@testable import IntentFlowAI

@Suite struct ManifestLoaderTests {
    @Test func seedReadmeManifestLoadsUnchanged() throws {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/manifests/seed-readme.intentflow.yaml")
        let result = ManifestLoader.load(contentsOf: url, displayPath: "seed.yaml")
        let manifest = try #require(result.manifest)
        #expect(manifest.schemaVersion == "0.1")
        #expect(manifest.feature == "Login")
        #expect(manifest.mode == .ai)
        #expect(manifest.states.map(\.name) == ["idle", "validating", "requestingToken", "waitingForTwoFactor", "failed", "authenticated"])
        #expect(manifest.states[4].parameters == [
            CaseParameter(label: "message", type: "String", isTypeExplicit: false,
                          location: SourceLocation(file: "seed.yaml", line: 9, column: 10))
        ])
        #expect(manifest.invariants.count == 2)
        #expect(manifest.invariants[0].location == SourceLocation(file: "seed.yaml", line: 12, column: 3))
        // The seed lists no intents, events, effects or outputs, so its traces cannot resolve.
        #expect(printed(result) == [
            "seed.yaml:1:1: error: missing required key 'intents'; declare at least one intent [manifest.required]",
            "seed.yaml:15:11: error: unknown signal 'submit': it is neither a declared intent nor event [trace.unknown-signal]",
            "seed.yaml:15:46: error: unknown effect 'validate'; declare it under 'effects' [trace.unknown-effect]",
            "seed.yaml:16:22: error: unknown signal 'tokenReceived': it is neither a declared intent nor event [trace.unknown-signal]",
            "seed.yaml:16:55: error: unknown output 'completed'; declare it under 'outputs' [trace.unknown-output]",
        ])
    }

    @Test func repositoryLoginManifestIsValid() throws {
        let url = repositoryRoot.appendingPathComponent(".intentflow/login.intentflow.yaml")
        let result = ManifestLoader.load(contentsOf: url, displayPath: "login.yaml")
        #expect(printed(result) == [])
        let manifest = try #require(result.validManifest)
        #expect(manifest.intents.map(\.name) == ["submit", "submitTwoFactor", "cancel"])
        #expect(manifest.intents[0].parameters.map(\.label) == ["email", "password"])
        #expect(manifest.intents[0].parameters.map(\.type) == ["String", "String"])
        #expect(manifest.acceptanceTraces.count == 7)
        let first = manifest.acceptanceTraces[0]
        #expect(first.signal == TraceSignal(name: "submit", kind: .intent, detail: "valid form",
                                           location: SourceLocation(file: "login.yaml", line: 30, column: 13)))
        #expect(first.effects.map(\.name) == ["validate"])
        #expect(manifest.acceptanceTraces[6].cancellations.map(\.name) == ["validate"])
        #expect(manifest.acceptanceTraces[2].signal.kind == .event)
    }
}
