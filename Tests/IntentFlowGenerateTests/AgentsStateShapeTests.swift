import Foundation
import IntentFlowManifest
import Testing
@testable import IntentFlowGenerate

/// What the surfaces tell an agent about the state's shape: the nested contract of a struct-state feature names the
/// struct, its phase enum and fields and how to build one; AGENTS.md says how data survives across states.
@Suite("agents: the state's shape")
struct AgentsStateShapeTests {
    private func surfaces(states: String, fields: String) throws -> TemporaryDirectory {
        try claudeSurfaces(
            manifest: """
            schemaVersion: "0.2"
            feature: Login
            states: \(states)
            \(fields)
            intents: [submit, unlock]
            acceptanceTraces:
              - idle + submit -> locked

            """)
    }

    @Test func aStructStateNamesItsPhaseEnumFieldsAndInitializer() throws {
        let directory = try surfaces(states: "[idle, \"locked(until: Int)\"]", fields: "fields: [\"failures: Int = 0\"]")
        let contract = try #require(directory.read("Sources/Login/AGENTS.md"))
        #expect(contract.contains("- State (`LoginState`, a struct because of `fields:`): `phase: LoginPhase` (an enum: `idle`, `locked(until: Int)`) and the fields `failures: Int = 0`"))
        #expect(contract.contains("Build one with `LoginState(phase: LoginPhase = .idle, failures: Int = 0)`"))
        #expect(contract.contains("`state.match`") && contract.contains("`locked(until: Int, failures: Int)`"))
        #expect(!contract.contains("- States ("))
    }

    @Test func anEnumStateSaysSoAndAgentsSaysHowDataSurvivesAndWhereTestingIs() throws {
        let directory = try surfaces(states: "[idle, locked]", fields: "")
        let contract = try #require(directory.read("Sources/Login/AGENTS.md"))
        #expect(contract.contains("- States (`LoginState`, an enum, initial `idle`): `idle`, `locked`"))
        let agents = try #require(directory.read("AGENTS.md"))
        let rule = try #require(agents.split(separator: "\n").first { $0.hasPrefix("7. ") })
        for needle in ["`fields:`", "`<Feature>Phase`", "`every: 1s`", "`after: 30s`", "Docs/Testing.md"] {
            #expect(rule.contains(needle), "\(needle)")
        }
    }
}
