import Foundation
import IntentFlowManifest
import Testing
@testable import IntentFlowGenerate

/// The skills share nothing twice, and what Claude Code loads for a struct-state change fits the issue's budget.
@Suite("agents: skills without repetition")
struct AgentsSkillsTests {
    /// A one-feature repository with phases and fields, written for Claude Code.
    private func repository() throws -> TemporaryDirectory {
        try claudeSurfaces(
            manifest: """
            schemaVersion: "0.2"
            feature: Login
            mode: ai
            summary: Signs a user in with a password.
            states: [idle, validating, "failed(message: String)", authenticated]
            fields: ["failures: Int = 0"]
            intents: [submit, cancel]
            events: [succeeded, "rejected(message: String)"]
            effects:
              - {name: validate, id: login.validate, policy: cancelInFlight, emits: [succeeded, rejected]}
            invariants: ["Nothing is sent twice."]
            acceptanceTraces:
              - idle + submit -> validating + validate effect
              - validating + succeeded -> authenticated
              - 'validating(failures: n) + rejected(m) -> failed(message: m, failures: n + 1)'
              - validating + cancel -> idle + cancel validate effect

            """)
    }

    private func skills(_ directory: TemporaryDirectory) throws -> [String: String] {
        var skills: [String: String] = [:]
        for procedure in AgentProcedure.all {
            let text: String = try #require(directory.read(".claude/skills/\(procedure.fileName)/SKILL.md"))
            skills[procedure.fileName] = text
        }
        return skills
    }

    @Test func noParagraphOf200BytesIsInTwoSkills() throws {
        var seen: [String: String] = [:]
        for (name, text) in try skills(try repository()).sorted(by: { $0.key < $1.key }) {
            for paragraph in Set(text.components(separatedBy: "\n\n")) where paragraph.utf8.count >= 200 {
                #expect(seen[paragraph] == nil, "\(name) repeats \(seen[paragraph] ?? ""): \(paragraph.prefix(80))")
                seen[paragraph] = name
            }
        }
        // The shared closing steps and grammar are in the reference skill, which the others point to.
        let skills = try skills(try repository())
        #expect(skills[AgentProcedure.reference.fileName]?.contains("## Traces") == true)
        #expect(skills["intentflow-add-case"]?.contains("`../intentflow-add-trace/SKILL.md`") == true)
    }

    /// CLAUDE.md with its import, every skill's front matter, the feature's nested CLAUDE.md and AGENTS.md, its Claude
    /// rule and the add-trace skill: what Claude Code reads for a struct-state change before its first edit.
    @Test func whatClaudeLoadsForAStructStateChangeIsAtMost12000Bytes() throws {
        let directory = try repository()
        let frontMatter = try skills(directory).values.map { text in
            text.components(separatedBy: "\n---\n").first ?? text
        }
        let files = [
            "CLAUDE.md", "AGENTS.md", "Sources/Login/CLAUDE.md", "Sources/Login/AGENTS.md",
            ".claude/rules/intentflow-login.md", ".claude/skills/intentflow-add-trace/SKILL.md",
        ]
        let texts = try files.map { try #require(directory.read($0), "\($0)") }
        let bytes = (texts + frontMatter).reduce(0) { $0 + $1.utf8.count }
        #expect(bytes <= 12_000, "\(bytes) bytes")
    }
}
