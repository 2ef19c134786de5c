import IntentFlowManifest
import IntentFlowProject

/// The tool an ai-context bundle is for: one of the agents, or `generic` for any other.
package enum AIContextTool: Hashable, Sendable {
    /// A tool IntentFlow writes surfaces for; the bundle names its entry files.
    case agent(AgentTool)
    /// Any other tool: the tool-neutral surfaces (AGENTS.md, read by most agents, and the repository map).
    case generic

    /// Parses `codex`, `claude`, `gemini`, `copilot`, `cursor` or `generic`.
    package init?(name: String) {
        if name == "generic" {
            self = .generic
        } else if let tool = AgentTool(rawValue: name) {
            self = .agent(tool)
        } else {
            return nil
        }
    }

    /// Every accepted name.
    package static var names: [String] { AgentTool.allCases.map(\.rawValue) + ["generic"] }

    /// The tool's name.
    package var name: String {
        switch self {
        case .agent(let tool): tool.rawValue
        case .generic: "generic"
        }
    }

    /// The name people write.
    package var displayName: String {
        switch self {
        case .agent(let tool): tool.displayName
        case .generic: "Agent"
        }
    }

    /// The files the tool reads first, with `<feature>` replaced by the feature's kebab name.
    package func entryFiles(featureKebab: String) -> [String] {
        switch self {
        case .agent(let tool): tool.entryFiles.map { $0.replacingEvery("<feature>", with: featureKebab) }
        case .generic: ["AGENTS.md", ".ai/agent-context.md"]
        }
    }
}
