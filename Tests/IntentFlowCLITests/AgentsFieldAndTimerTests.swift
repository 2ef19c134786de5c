import Foundation
import Testing
@testable import IntentFlowCLI
import IntentFlowGenerate

/// "Add a rule that needs a field and a timer": the add-trace skill's worked example, applied to a Login feature as
/// the skill writes it, then every command the skill names run in its order from the repository root.
@Suite struct AgentsFieldAndTimerTests {
    /// A Login feature with its code generated, before the rule: no field, no lock, no timer.
    private func repository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("timer-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Sources/Login")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            """
            schemaVersion: "0.2"
            feature: Login
            mode: ai
            summary: Signs a user in with a password.
            states: [idle, validating, failed, authenticated]
            intents: [submit, cancel]
            events: [succeeded, rejected]
            effects:
              - {name: validate, id: login.validate, policy: cancelInFlight, emits: [succeeded, rejected]}
            invariants: ["Nothing is sent twice."]
            acceptanceTraces:
              - idle + submit -> validating + validate effect
              - validating + succeeded -> authenticated
              - validating + rejected -> failed
              - validating + cancel -> idle + cancel validate effect

            """.utf8
        ).write(to: folder.appendingPathComponent("Login.intentflow.yaml"))
        try commitToGit(root)
        #expect(runCLI(["generate", "Sources/Login/Login.intentflow.yaml"], in: root).code == .success)
        #expect(runCLI(["agents", "--tools", "claude"], in: root).code == .success)
        return root
    }

    /// The manifest edits of the skill's steps 1 to 3, each a span the skill shows.
    private static let field = "\"failures: Int = 0\""
    private static let effect = "{name: unlock, after: 30s, policy: cancelInFlight, emits: [unlocked]}"
    private static let guarded =
        "'validating(failures: n) + rejected where n >= 2 -> locked(failures: 0) + unlock effect'"
    private static let counting = "'validating(failures: n) + rejected -> failed(failures: n + 1)'"
    private static let unlocking = "locked + unlocked -> idle"
    private static let ignored = "ignored: [locked + cancel]"

    private func edit(_ manifest: String) -> String {
        manifest
            .replacingOccurrences(of: "authenticated]\n", with: "authenticated, locked]\nfields: [\(Self.field)]\n")
            .replacingOccurrences(of: "rejected]\neffects:", with: "rejected, unlocked]\neffects:")
            .replacingOccurrences(of: "  - {name: validate", with: "  - \(Self.effect)\n  - {name: validate")
            .replacingOccurrences(
                of: "  - validating + rejected -> failed\n",
                with: "  - \(Self.guarded)\n  - \(Self.counting)\n  - \(Self.unlocking)\n")
            + Self.ignored + "\n"
    }

    /// The `intentflow …` spans of a text, in order, each once, with `<manifest>` filled in.
    private func commands(in text: String, manifest: String) -> [[String]] {
        var steps: [[String]] = []
        for span in text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where span.offset % 2 == 1 && span.element.hasPrefix("intentflow ") {
            let command = span.element.replacingOccurrences(of: "<manifest>", with: manifest)
                .split(separator: " ").dropFirst().map(String.init)
            if !steps.contains(command) { steps.append(command) }
        }
        return steps
    }

    @Test func aRuleWithAFieldAndATimerFollowsTheSkillCommandByCommand() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let skill = try String(
            contentsOf: root.appendingPathComponent(".claude/skills/intentflow-add-trace/SKILL.md"), encoding: .utf8)
        for span in [Self.field, Self.effect, Self.guarded, Self.counting, Self.unlocking, Self.ignored] {
            #expect(skill.contains("`\(span)`"), "the skill does not show \(span)")
        }
        #expect(skill.contains("`case .unlock:` sleeps 30 s on `EffectClock.current`"))
        let manifest = "Sources/Login/Login.intentflow.yaml"
        let url = root.appendingPathComponent(manifest)
        try Data(edit(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        let recipe = try #require(skill.range(of: "A rule with a field and a timer")?.lowerBound)
        let steps = commands(in: String(skill[recipe...]), manifest: manifest)
        let order = ["validate", "generate", "check", "agents"].map { name in
            steps.firstIndex { $0.first == name } ?? Int.max
        }
        #expect(order == order.sorted() && order.last != Int.max, "the skill's steps: \(steps)")
        for step in steps where step.first != "diff" && step.first != "graph" {
            let result = runCLI(step, in: root)
            let allowed: [ExitCode] = [.success]
            #expect(
                allowed.contains(result.code),
                "intentflow \(step.joined(separator: " ")) exits \(result.code): \(result.stdout) \(result.stderr)")
        }
        let contract = try String(
            contentsOf: root.appendingPathComponent("Sources/Login/LoginContract.swift"), encoding: .utf8)
        #expect(contract.contains("var failures: Int") && contract.contains("case locked"))
        #expect(contract.contains("case unlock") && contract.contains("case unlocked"))
        // `generate --update` merged the struct state and the rule's arms into the flow, which is the user's.
        let flow = try String(contentsOf: root.appendingPathComponent("Sources/Login/LoginFlow.swift"), encoding: .utf8)
        #expect(flow.contains("switch (state.match, signal)") && flow.contains("where n >= 2:"))
        // The one-off delay's handler is generated and merged in: it waits on the store's clock, then reports.
        let handler = try String(
            contentsOf: root.appendingPathComponent("Sources/Login/LoginEffects.swift"), encoding: .utf8)
        #expect(handler.contains("case .unlock") && handler.contains("EffectClock.current.sleep(for: .seconds(30))"))
        #expect(handler.contains("send(.unlocked)"))
        let nested = try String(contentsOf: root.appendingPathComponent("Sources/Login/AGENTS.md"), encoding: .utf8)
        #expect(nested.contains("LoginPhase") && nested.contains("locked + unlocked -> idle"))
    }
}
