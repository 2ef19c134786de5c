import Foundation
import Testing
@testable import IntentFlowCLI
import IntentFlowGenerate
import IntentFlowTokenizer

/// The generated skills are self-sufficient: every `intentflow …` command they tell an agent to run works as written
/// from the repository root, and the procedures that change a manifest fit the token budget of one read.
@Suite struct SkillCommandsTests {
    private func repository() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("skills-cli-\(UUID().uuidString)")
        let manifests = url.appendingPathComponent(".intentflow")
        try FileManager.default.createDirectory(at: manifests, withIntermediateDirectories: true)
        try Data(
            """
            schemaVersion: "0.2"
            feature: Login
            mode: ai
            states: [idle, validating]
            intents: [submit, cancel]
            effects: [validate]
            invariants: ["Nothing is sent twice."]
            acceptanceTraces:
              - idle + submit -> validating + validate effect
              - validating + cancel -> idle + cancel validate effect

            """.utf8
        ).write(to: manifests.appendingPathComponent("login.intentflow.yaml"))
        try commitToGit(url)
        return url
    }

    /// Every `intentflow …` span in backticks, with the placeholders a skill uses filled in.
    private func commands(in text: String) -> [[String]] {
        var found: [[String]] = []
        for span in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where span.offset % 2 == 1 {
            guard span.element.hasPrefix("intentflow ") else { continue }
            let filled = span.element
                .replacingOccurrences(of: "<manifest>", with: ".intentflow/login.intentflow.yaml")
                .replacingOccurrences(of: "<Name>", with: "Checkout")
            found.append(filled.split(separator: " ").dropFirst().map(String.init))
        }
        return found
    }

    @Test func everyCommandASkillNamesRunsFromTheRoot() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(runCLI(["agents", "--tools", "claude"], in: root).code == .success)
        var ran = Set<[String]>()
        for procedure in AgentProcedure.all {
            let skill = try String(
                contentsOf: root.appendingPathComponent(".claude/skills/\(procedure.fileName)/SKILL.md"), encoding: .utf8)
            for command in commands(in: skill) where ran.insert(command).inserted {
                let result = runCLI(command, in: root)
                // 0 or 1 (findings, e.g. `--check` after a change) are answers; 2 is a command that does not work.
                #expect(result.code != .usageOrIO, "intentflow \(command.joined(separator: " ")): \(result.stderr)")
            }
        }
        #expect(ran.contains(["validate", ".intentflow/login.intentflow.yaml"]))
        #expect(ran.contains(["feature", "Checkout", "--mode", "ai"]))
        #expect(ran.count >= 7)
    }

    @Test func theManifestProceduresFitInFourThousandTokens() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(runCLI(["agents", "--tools", "claude"], in: root).code == .success)
        let tokenizer = try Tokenizer.o200kBase()
        for procedure in [AgentProcedure.addCase, .addTrace] {
            let skill = try String(
                contentsOf: root.appendingPathComponent(".claude/skills/\(procedure.fileName)/SKILL.md"), encoding: .utf8)
            #expect(tokenizer.count(skill) < 4_000, "\(procedure.fileName)")
            // The grammar lives once, in the reference skill; the others point to it.
            #expect(
                procedure == .reference
                    ? skill.contains("## Traces") && skill.contains("## Tests")
                    : skill.contains("`../\(AgentProcedure.reference.fileName)/SKILL.md`"))
        }
    }
}
