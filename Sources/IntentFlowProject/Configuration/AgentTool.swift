import IntentFlowManifest

/// A coding agent IntentFlow writes instruction surfaces for, with the files it reads and the limits it has.
package enum AgentTool: String, Hashable, Sendable, CaseIterable, Codable {
    /// OpenAI Codex: `AGENTS.md`, `.ai/agent-context.md`.
    case codex
    /// Claude Code: `CLAUDE.md` (importing `AGENTS.md`), `.claude/rules/*.md`.
    case claude
    /// Gemini CLI: `GEMINI.md`, `.geminiignore`, `.gemini/`. Retired for most users on 2026-06-18 in favour of the
    /// Antigravity CLI, so it is written only when asked for (not in ``defaults``).
    case gemini
    /// GitHub Copilot: `.github/copilot-instructions.md`, `.github/instructions/*.instructions.md`.
    case copilot
    /// Cursor: `.cursor/rules/*.mdc`.
    case cursor
    /// Windsurf: reads `AGENTS.md` natively (root: always on), so it gets nothing more.
    case windsurf
    /// Cline: reads `AGENTS.md` natively next to `.clinerules/`, so it gets nothing more.
    case cline
    /// JetBrains Junie: `.junie/guidelines.md`, pointing at `AGENTS.md` (Junie reads AGENTS.md only when its
    /// guidelines path is set to it).
    case junie
    /// Kiro: reads `AGENTS.md` in the workspace root as always-included steering, so it gets nothing more.
    case kiro
    /// OpenCode: reads `AGENTS.md` natively, so it gets nothing more.
    case opencode
    /// Zed: reads only the first of `.rules`, …, `.github/copilot-instructions.md`, …, `AGENTS.md`, so it gets
    /// `.rules`, first of the list, with AGENTS.md's text (a Copilot pointer would otherwise shadow AGENTS.md).
    case zed
    /// The Antigravity CLI (`agy`), Gemini CLI's successor: `AGENTS.md`, and in `.agents/` its rules (one per
    /// feature, `trigger: glob`), skills, workflows and `mcp_config.json`.
    case antigravity

    /// Every tool but the retired Gemini CLI: what an empty `--tools` list means. With no `--tools` at all, `agents`
    /// writes for the tools the repository uses (``AgentToolChoice``).
    package static var defaults: [AgentTool] { allCases.filter { $0 != .gemini } }

    /// The files the tool reads first, relative to the repository root (`<feature>` stands for a feature's kebab
    /// name). ai-context bundles name them so an agent knows where its standing instructions live.
    package var entryFiles: [String] {
        switch self {
        case .codex: ["AGENTS.md", ".ai/agent-context.md"]
        case .claude: ["CLAUDE.md", "AGENTS.md", ".claude/rules/intentflow-<feature>.md"]
        case .gemini: ["GEMINI.md", "AGENTS.md", ".geminiignore"]
        case .copilot: [".github/copilot-instructions.md", ".github/instructions/<feature>.instructions.md"]
        case .cursor: [".cursor/rules/intentflow.mdc", ".cursor/rules/<feature>.mdc"]
        case .junie: [".junie/guidelines.md", "AGENTS.md"]
        case .zed: [".rules"]
        case .antigravity: ["AGENTS.md", ".agents/rules/intentflow-<feature>.md"]
        case .windsurf, .cline, .kiro, .opencode: ["AGENTS.md"]
        }
    }

    /// Whether the tool reads `AGENTS.md` at the repository root, natively or through a surface that points at it,
    /// so `AGENTS.md` is written when it is chosen.
    package var readsAgentsFile: Bool { self != .copilot && self != .cursor && self != .zed }

    /// The tool's name as people write it.
    package var displayName: String {
        switch self {
        case .codex: "Codex"
        case .claude: "Claude Code"
        case .gemini: "Gemini CLI"
        case .copilot: "GitHub Copilot"
        case .cursor: "Cursor"
        case .windsurf: "Windsurf"
        case .cline: "Cline"
        case .junie: "JetBrains Junie"
        case .kiro: "Kiro"
        case .opencode: "OpenCode"
        case .zed: "Zed"
        case .antigravity: "Antigravity CLI"
        }
    }

    /// Parses a comma-separated list such as `codex,claude`; `all` means every tool, and an empty list
    /// ``defaults``.
    package static func parseList(_ names: [String]) -> Result<[AgentTool], UnknownToolError> {
        var tools: [AgentTool] = []
        for name in names.map({ $0.trimmingWhitespace().lowercased() }) where !name.isEmpty {
            if name == "all" { return .success(allCases) }
            guard let tool = AgentTool(rawValue: name) else { return .failure(UnknownToolError(name: name)) }
            if !tools.contains(tool) { tools.append(tool) }
        }
        return .success(tools.isEmpty ? defaults : allCases.filter(tools.contains))
    }
}

/// A tool name that IntentFlow does not write surfaces for.
package struct UnknownToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as given.
    package var name: String

    package var description: String {
        "unknown tool '\(name)'; known tools: \(AgentTool.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
