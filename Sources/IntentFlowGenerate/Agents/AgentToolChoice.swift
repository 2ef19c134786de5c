#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

/// Which tools an `agents` run writes for, and why: chosen (`--tools`, `agents:` in the configuration, or an earlier
/// choice the record keeps) or detected from the folders and files the repository already has.
///
/// With no choice, a team gets AGENTS.md and Claude Code's surfaces plus each tool it visibly uses, never a folder for
/// a tool nobody there runs. The run records its tools (``recordParameters``), so the next run and `--check` agree.
package struct AgentToolChoice: Hashable, Sendable {
    /// The tools.
    package var tools: [AgentTool]
    /// Whether someone chose them (a later run without a choice keeps them) rather than detection finding them.
    package var chosen: Bool

    /// The record's parameter naming the tools a run wrote for.
    package static let toolsParameter = "tools"
    /// The record's parameter saying whether they were chosen (`chosen`) or detected (`detected`).
    package static let sourceParameter = "tools-from"

    /// Creates a choice.
    package init(tools: [AgentTool], chosen: Bool) {
        self.tools = tools
        self.chosen = chosen
    }

    /// The tools Claude Code's surfaces always join, whatever the repository holds: AGENTS.md comes with it.
    package static let baseline: [AgentTool] = [.claude]

    /// The folders and files (relative to the root) whose presence says a team uses a tool.
    package static func markers(of tool: AgentTool) -> [String] {
        switch tool {
        case .codex: [".codex"]
        case .claude: [".claude", "CLAUDE.md"]
        case .gemini: [".gemini", "GEMINI.md"]
        case .copilot: [".github", ".vscode"]
        case .cursor: [".cursor"]
        case .windsurf: [".windsurf"]
        case .cline: [".clinerules"]
        case .junie: [".junie"]
        case .kiro: [".kiro"]
        case .opencode: [".opencode", "opencode.json"]
        case .zed: [".rules"]
        case .antigravity: [".agents"]
        }
    }

    /// The baseline and every tool one of whose ``markers(of:)`` exists below `root`, in ``AgentTool`` order.
    package static func detect(in root: URL) -> [AgentTool] {
        AgentTool.allCases.filter { tool in
            baseline.contains(tool)
                || markers(of: tool).contains {
                    FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
                }
        }
    }

    /// Settles the tools: the command line's, else the configuration's, else the record's earlier choice, else
    /// detection.
    package static func resolve(
        flag: [AgentTool]?, configured: [AgentTool]?, recorded: [String: String]?, root: URL
    ) -> AgentToolChoice {
        if let chosen = flag ?? configured { return AgentToolChoice(tools: chosen, chosen: true) }
        if let recorded = previous(recorded), recorded.chosen { return recorded }
        return AgentToolChoice(tools: detect(in: root), chosen: false)
    }

    /// The choice an earlier run recorded, if its parameters name one this version reads.
    package static func previous(_ parameters: [String: String]?) -> AgentToolChoice? {
        guard let parameters, let list = parameters[toolsParameter],
            case .success(let tools) = AgentTool.parseList(list.split(separator: ",").map(String.init)),
            !list.isEmpty
        else { return nil }
        return AgentToolChoice(tools: tools, chosen: parameters[sourceParameter] == "chosen")
    }

    /// What the record keeps of the choice.
    package var recordParameters: [String: String] {
        [
            Self.toolsParameter: tools.map(\.rawValue).joined(separator: ","),
            Self.sourceParameter: chosen ? "chosen" : "detected",
        ]
    }

    /// Whether a tool the earlier run wrote for is no longer among these: its surfaces are then pruned through the
    /// record (unedited generator-owned files only).
    package func drops(from previous: AgentToolChoice?) -> Bool {
        guard let previous else { return false }
        return previous.tools.contains { !tools.contains($0) }
    }
}
