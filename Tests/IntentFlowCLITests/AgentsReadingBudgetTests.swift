import Foundation
import Testing
@testable import IntentFlowCLI
import IntentFlowGenerate

/// What one coding agent reads for a one-feature change stays small and says nothing twice, and the path an agent
/// takes through the skills for a guarded rule runs command by command.
@Suite struct AgentsReadingBudgetTests {
    static let features = ["Login", "Search", "Upload", "Checkout", "Profile"]

    /// A five-feature package: each manifest in `Sources/<Feature>/`, beside its code, as README lays it out.
    private func repository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID().uuidString)")
        for name in Self.features {
            let folder = root.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(
                """
                schemaVersion: "0.2"
                feature: \(name)
                mode: ai
                summary: "The \(name) screen: loads, shows what it loaded, retries a failure up to three times."
                states: [idle, loading, "loaded(count: Int)", "failed(retries: Int)"]
                intents: [load, retry, cancel]
                events: ["finished(count: Int)", failed]
                effects:
                  - name: fetch
                    id: \(name.lowercased()).fetch
                    policy: cancelInFlight
                    emits: [finished, failed]
                invariants:
                  - "Only one fetch runs at a time."
                  - "A cancelled fetch reports nothing."
                acceptanceTraces:
                  - idle + load -> loading + fetch effect
                  - "loading + finished(count: n) -> loaded(count: n)"
                  - "loading + failed -> failed(retries: 0)"
                  - "failed(retries: n) + retry where n < 3 -> loading + fetch effect"
                  - loading + cancel -> idle + cancel fetch effect

                """.utf8
            ).write(to: folder.appendingPathComponent("\(name).intentflow.yaml"))
        }
        try commitToGit(root)
        return root
    }

    private func read(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// CLAUDE.md with its `@path` imports expanded (one level, as the default pack writes them).
    private func claudeFile(_ root: URL) throws -> String {
        try read(root, "CLAUDE.md").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("@") ? try read(root, String(line.dropFirst())) : String(line)
        }.joined(separator: "\n")
    }

    /// The paragraphs of `text` worth comparing: blank-line separated, whitespace collapsed, markup and short lines
    /// (headings, front matter, markers) left out.
    private func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").map {
            $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }.filter { $0.count >= 60 && !$0.hasPrefix("<!--") && !$0.hasPrefix("---") }
    }

    @Test func claudeCodeReadsAtMostTwelveKilobytesForOneFeatureAndNothingTwice() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = runCLI(["agents"], in: root)
        #expect(run.code == .success, "\(run.stderr)")
        let skill = try AgentProcedure.all.map {
            try read(root, ".claude/skills/\($0.fileName)/SKILL.md")
        }.max { $0.utf8.count < $1.utf8.count } ?? ""
        let load = [
            try claudeFile(root), try read(root, ".claude/rules/intentflow-upload.md"),
            try read(root, "Sources/Upload/AGENTS.md"), skill,
        ]
        let bytes = load.map(\.utf8.count).reduce(0, +)
        #expect(bytes <= 12_000, "Claude Code loads \(bytes) bytes for a change to Upload: \(load.map(\.utf8.count))")
        var seen = Set<String>()
        for paragraph in load.flatMap(paragraphs) {
            #expect(seen.insert(paragraph).inserted, "said twice: \(paragraph.prefix(120))")
        }
    }

    @Test func theSkillsTeachWhatAnAgentMissed() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(runCLI(["agents", "--tools", "claude"], in: root).code == .success)
        let skill = try read(root, ".claude/skills/intentflow-add-trace/SKILL.md")
        // Issue 41's forms, one short example each: a one-off delay, an alert's values, a scenario.
        let forms = ["after: 30s", "alert: .wait(s: 30)", "scenarios: [{name:"]
        for lesson in ["undeclared:", "emits:", "// trace:", "ScriptedEffects", "where", "intentflow agents"] + forms {
            #expect(skill.contains(lesson), "the add-trace skill does not mention \(lesson)")
        }
    }

    /// "Add a guarded rule to a feature": the agent edits the manifest as the add-trace skill shows, then runs every
    /// command the skill names, in its order, from the repository root.
    @Test func aGuardedRuleFollowsTheSkillCommandByCommand() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(runCLI(["agents", "--tools", "claude"], in: root).code == .success)
        let manifest = "Sources/Upload/Upload.intentflow.yaml"
        let edited = try read(root, manifest).replacingOccurrences(
            of: "  - loading + cancel", with: "  - \"failed(retries: n) + retry -> idle\"\n  - loading + cancel")
        try Data(edited.utf8).write(to: root.appendingPathComponent(manifest))
        let skill = try read(root, ".claude/skills/intentflow-add-trace/SKILL.md")
        var steps: [[String]] = []
        for span in skill.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where span.offset % 2 == 1 && span.element.hasPrefix("intentflow ") {
            let command = span.element.replacingOccurrences(of: "<manifest>", with: manifest)
                .split(separator: " ").dropFirst().map(String.init)
            if !steps.contains(command) { steps.append(command) }
        }
        let order = ["validate", "generate", "check", "agents"].map { name in
            steps.firstIndex { $0.first == name } ?? Int.max
        }
        #expect(order == order.sorted() && order.last != Int.max, "the skill's steps: \(steps)")
        for step in steps {
            let result = runCLI(step, in: root)
            // `check` may report the arm not written yet (1); every other step succeeds.
            let allowed: [ExitCode] = step.first == "check" ? [.success, .findings] : [.success]
            #expect(
                allowed.contains(result.code),
                "intentflow \(step.joined(separator: " ")) exits \(result.code): \(result.stdout) \(result.stderr)")
        }
        #expect(steps.contains(["agents"]))
        #expect(try read(root, "Sources/Upload/AGENTS.md").contains("failed(retries: n) + retry -> idle"))
    }
}
