import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowTokenizer

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The agent instruction files that load when an agent works on a file, and what each costs in tokens.
///
/// Root surfaces load for every file; `AGENTS.md` and `CLAUDE.md` in the file's directories load for what lies
/// below them (Codex, Claude Code and most agents merge that chain); a feature's own rule files load for its code.
enum MCPAgentSurfaces {
    /// The root surfaces and the tools that read them.
    static let rootSurfaces: [(path: String, tools: String)] = [
        ("AGENTS.md", "codex, cursor, copilot, gemini and most agents"), ("CLAUDE.md", "claude"),
        ("GEMINI.md", "gemini"), (".github/copilot-instructions.md", "copilot"),
        (".cursor/rules/intentflow.mdc", "cursor"), (".ai/agent-context.md", "codex"),
        (".junie/guidelines.md", "junie"),
        (".rules", "zed"),
    ]

    /// The directories holding a feature's own rule files, and the tools that read them.
    static let featureDirectories: [(path: String, tools: String)] = [
        (".cursor/rules", "cursor"), (".claude/rules", "claude"), (".github/instructions", "copilot"),
    ]

    /// The surfaces that exist for the file at `path` (relative to the root) of `feature`, with token counts.
    static func surfaces(for path: String, feature: String?, in workspace: MCPWorkspace) -> [JSONValue] {
        var found: [(path: String, tools: String)] = rootSurfaces
        let directories = path.split(separator: "/").dropLast()
        for depth in directories.indices {
            let directory = directories[...depth].joined(separator: "/")
            found += [("\(directory)/AGENTS.md", "codex and most agents"), ("\(directory)/CLAUDE.md", "claude")]
        }
        if let feature {
            found += featureDirectories.flatMap { directory in
                featureFiles(in: directory.path, feature: feature, workspace: workspace).map { ($0, directory.tools) }
            }
        }
        let tokenizer = try? Tokenizer.o200kBase()
        return found.compactMap { surface in
            let url = workspace.root.appendingPathComponent(surface.path)
            guard case .success(let data) = BoundedFileRead.read(url, below: workspace.boundary, limit: 8 << 20) else {
                return nil
            }
            return [
                "path": .string(surface.path), "tools": .string(surface.tools),
                "tokens": tokenizer.map { .int($0.count(contentsOf: data)) } ?? .null,
            ]
        }
    }

    /// The files in `directory` named after `feature` (`login.mdc`, `intentflow-login.md`,
    /// `device-connection.instructions.md` for DeviceConnection).
    private static func featureFiles(in directory: String, feature: String, workspace: MCPWorkspace) -> [String] {
        let url = workspace.root.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().filter { name in
            var stem = name
            for suffix in [".instructions.md", ".mdc", ".md"] where stem.hasSuffix(suffix) {
                stem = String(stem.dropLast(suffix.count))
                break
            }
            if stem.hasPrefix("intentflow-") { stem = String(stem.dropFirst("intentflow-".count)) }
            return stem.replacingEvery("-", with: "").lowercased() == feature.lowercased()
        }.map { "\(directory)/\($0)" }
    }
}
