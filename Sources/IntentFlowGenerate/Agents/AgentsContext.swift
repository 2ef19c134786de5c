import Foundation
import IntentFlowAI
import IntentFlowTemplates

/// The context the `agents` and `ai-context` generators render: the repository's features and the chosen tools.
///
/// Each element of `features` holds everything ``FeatureContext`` builds for one manifest plus `paths`; a pack file
/// entry with `each: features` renders once per feature with those keys at the top level. Documented in
/// Docs/Agents.md.
public enum AgentsContext {
    /// One feature of the repository: its manifest and where its code is.
    public struct Feature: Sendable {
        /// The loaded manifest.
        public var manifest: Manifest
        /// The manifest's path relative to the repository root.
        public var manifestPath: String
        /// Where its code is.
        public var code: FeatureCodeLocation

        /// Creates a feature.
        public init(manifest: Manifest, manifestPath: String, code: FeatureCodeLocation) {
            self.manifest = manifest
            self.manifestPath = manifestPath
            self.code = code
        }
    }

    /// Builds the context.
    ///
    /// - Parameters:
    ///   - features: The repository's features, in a stable order (by manifest path).
    ///   - tools: The tools surfaces are written for; the others' files render empty paths and are skipped.
    ///   - projectName: The repository's name, for headings (``ProjectName``).
    public static func make(features: [Feature], tools: [AgentTool], projectName: String) -> TemplateValue {
        var toolFlags: [String: TemplateValue] = [:]
        for tool in AgentTool.allCases { toolFlags[tool.rawValue] = .bool(tools.contains(tool)) }
        toolFlags["agentsFile"] = .bool(tools.contains(where: \.readsAgentsFile))
        toolFlags["agentSkills"] = .bool(tools.contains(.codex) || tools.contains(.gemini) || tools.contains(.opencode))
        let featureValues = features.map(featureValue)
        return .dictionary([
            "project": .dictionary(["name": .string(projectName)]),
            "tools": .dictionary(toolFlags),
            "features": .array(featureValues),
            "hasFeatures": .bool(!features.isEmpty),
            "procedures": .array(AgentProcedure.all.map(\.templateValue)),
            "commands": .array(verificationCommands(manifestPaths: features.map(\.manifestPath)).map { command in
                .dictionary(["command": .string(command.command), "purpose": .string(command.purpose)])
            }),
        ])
    }

    /// The commands that verify a change, in the order an agent should run them, naming where the manifests are.
    public static func verificationCommands(manifestPaths: [String]) -> [(command: String, purpose: String)] {
        let manifests = manifestArgument(manifestPaths)
        return [
            ("intentflow validate \(manifests)", "every manifest is a valid contract"),
            ("intentflow generate \(manifests) --check", "generated code matches the manifests"),
            ("intentflow check", "code follows its manifest and the architecture rules"),
            ("swift test", "reducers satisfy their acceptance traces"),
            ("intentflow agents --check", "these instruction files are current"),
        ]
    }

    /// What `validate` and `generate` are given: the one manifest, the directory that holds them all, or each
    /// directory holding some (`.intentflow` when there are none yet).
    static func manifestArgument(_ paths: [String]) -> String {
        if paths.count == 1, let path = paths.first { return path }
        var directories: [String] = []
        for path in paths {
            let directory = path.split(separator: "/").dropLast().joined(separator: "/")
            let shown = directory.isEmpty ? "." : directory
            if !directories.contains(shown) { directories.append(shown) }
        }
        return directories.isEmpty ? ".intentflow" : directories.sorted().joined(separator: " ")
    }

    private static func featureValue(_ feature: Feature) -> TemplateValue {
        var values: [String: TemplateValue] = [:]
        if case .dictionary(let context) = FeatureContext.make(manifest: feature.manifest) { values = context }
        let name = feature.manifest.feature
        let files = feature.code.files.map { path -> TemplateValue in
            let role = FileRole.of(path, feature: name)
            return .dictionary([
                "path": .string(path), "role": .string(role ?? ""), "hasRole": .bool(role != nil),
            ])
        }
        values["paths"] = .dictionary([
            "manifest": .string(feature.manifestPath),
            "directory": .string(feature.code.directory ?? ""),
            "hasDirectory": .bool(feature.code.directory != nil),
            "glob": .string(feature.code.glob(feature: name)),
            "files": .array(files),
            "hasFiles": .bool(!files.isEmpty),
        ])
        return .dictionary(values)
    }
}
