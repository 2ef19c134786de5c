import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates

/// The context the `agents` and `ai-context` generators render: the repository's features and the chosen tools.
///
/// Each element of `features` holds everything ``FeatureContext`` builds for one manifest plus `paths`, `verify` and
/// `featureCommands`; a pack file entry with `each: features` renders once per feature with those keys at the top
/// level. `agentsFiles` lists the nested AGENTS.md files, one per directory holding features' code, each with its
/// `features` (`each: agentsFiles`). Documented in Docs/Agents.md.
package enum AgentsContext {
    /// One feature of the repository: its manifest and where its code is.
    package struct Feature: Sendable {
        /// The loaded manifest.
        package var manifest: Manifest
        /// The manifest's path relative to the repository root.
        package var manifestPath: String
        /// Where its code is.
        package var code: FeatureCodeLocation

        /// Creates a feature.
        package init(manifest: Manifest, manifestPath: String, code: FeatureCodeLocation) {
            self.manifest = manifest
            self.manifestPath = manifestPath
            self.code = code
        }

        /// The directory whose AGENTS.md carries this feature's digest: where its code is, else the folder its
        /// manifest sits in when that is not `.intentflow/`; `nil` (the root index only) when neither is below the
        /// root.
        package var digestDirectory: String? {
            if let directory = code.directory { return directory.isEmpty ? nil : directory }
            let folder = manifestPath.split(separator: "/").dropLast()
            guard let last = folder.last, last != ".intentflow" else { return nil }
            return folder.joined(separator: "/")
        }
    }

    /// A command a surface tells an agent to run, and what it shows.
    package struct Command: Hashable, Sendable {
        /// The command line, runnable as written from the repository root.
        package var command: String
        /// What it verifies or does.
        package var purpose: String
    }

    /// Builds the context.
    ///
    /// - Parameters:
    ///   - features: The repository's features, in a stable order (by manifest path).
    ///   - tools: The tools surfaces are written for; the others' files render empty paths and are skipped.
    ///   - projectName: The repository's name, for headings (``ProjectName``).
    ///   - verify: The command that runs the tests (`verify:` in the configuration).
    package static func make(
        features: [Feature], tools: [AgentTool], projectName: String, verify: VerifyCommand = .standard
    ) -> TemplateValue {
        var toolFlags: [String: TemplateValue] = [:]
        for tool in AgentTool.allCases { toolFlags[tool.rawValue] = .bool(tools.contains(tool)) }
        toolFlags["agentsFile"] = .bool(tools.contains(where: \.readsAgentsFile))
        toolFlags["agentSkills"] = .bool(
            tools.contains { [.codex, .gemini, .opencode, .zed, .antigravity].contains($0) })
        let featureValues = features.map { featureValue($0, verify: verify) }
        let example =
            features.first.map { "intentflow ai-context \(ShellWord.path($0.manifestPath)) --budget 2000" } ?? ""
        return .dictionary([
            "project": .dictionary(["name": .string(projectName)]),
            "tools": .dictionary(toolFlags),
            "features": .array(featureValues),
            "hasFeatures": .bool(!features.isEmpty),
            "procedures": .array(AgentProcedure.all.map(\.templateValue)),
            "agentsFiles": .array(agentsFiles(features, values: featureValues)),
            "commands": .array(
                verificationCommands(manifestPaths: features.map(\.manifestPath), verify: verify).map(value)),
            "verifyPerFeature": .bool(verify.isPerFeature),
            "aiContextExample": .string(example),
            "hasAIContextExample": .bool(!example.isEmpty),
        ])
    }

    /// The commands that verify a change to any feature, in the order an agent should run them, naming where the
    /// manifests are. A per-feature `verify` command is left to each feature's commands.
    package static func verificationCommands(manifestPaths: [String], verify: VerifyCommand = .standard) -> [Command] {
        let manifests = manifestArgument(manifestPaths)
        var commands = [
            Command(command: "intentflow validate \(manifests)", purpose: "every manifest is a valid contract"),
            Command(
                command: "intentflow generate \(manifests) --check", purpose: "generated code matches the manifests"),
            Command(command: "intentflow check", purpose: "code follows its manifest and the architecture rules"),
        ]
        if !verify.isPerFeature {
            commands.append(Command(command: verify.template, purpose: "reducers satisfy their acceptance traces"))
        }
        commands.append(Command(command: "intentflow agents --check", purpose: "these instruction files are current"))
        return commands
    }

    /// The commands of a change to one feature: validate and regenerate from its manifest, run its tests, refresh
    /// the instruction files.
    package static func featureCommands(manifestPath: String, feature: String, verify: VerifyCommand) -> [Command] {
        let manifestPath = ShellWord.path(manifestPath)
        return [
            Command(command: "intentflow validate \(manifestPath)", purpose: "the manifest is a valid contract"),
            Command(
                command: "intentflow generate \(manifestPath)",
                purpose: "regenerates the contract and tests after a manifest change"),
            Command(command: verify.command(feature: feature), purpose: "the reducer satisfies every acceptance trace"),
            Command(command: "intentflow check", purpose: "code follows its manifest and the architecture rules"),
            Command(command: "intentflow agents", purpose: "refreshes these instruction files"),
        ]
    }

    /// What `validate` and `generate` are given: the one manifest, the directory that holds them all, or each
    /// directory holding some (`.intentflow` when there are none yet); each one shell word (``ShellWord``).
    static func manifestArgument(_ paths: [String]) -> String {
        if paths.count == 1, let path = paths.first { return ShellWord.path(path) }
        var directories: [String] = []
        for path in paths {
            let directory = path.split(separator: "/").dropLast().joined(separator: "/")
            let shown = directory.isEmpty ? "." : directory
            if !directories.contains(shown) { directories.append(shown) }
        }
        return directories.isEmpty ? ".intentflow" : directories.sorted().map(ShellWord.path).joined(separator: " ")
    }

    private static func value(_ command: Command) -> TemplateValue {
        .dictionary(["command": .string(command.command), "purpose": .string(command.purpose)])
    }

    /// One nested AGENTS.md per digest directory, with the features whose digest it carries, sorted by path.
    private static func agentsFiles(_ features: [Feature], values: [TemplateValue]) -> [TemplateValue] {
        var byDirectory: [String: [TemplateValue]] = [:]
        for (feature, value) in zip(features, values) {
            guard let directory = feature.digestDirectory else { continue }
            byDirectory[directory, default: []].append(value)
        }
        return byDirectory.keys.sorted().map { directory in
            .dictionary([
                "path": .string(directory + "/AGENTS.md"), "directory": .string(directory),
                "features": .array(byDirectory[directory] ?? []),
            ])
        }
    }

    private static func featureValue(_ feature: Feature, verify: VerifyCommand) -> TemplateValue {
        var values: [String: TemplateValue] = [:]
        if case .dictionary(let context) = FeatureContext.make(manifest: feature.manifest) { values = context }
        let name = feature.manifest.feature
        let files = feature.code.files.map { path -> TemplateValue in
            let role = FileRole.of(path, feature: name)
            return .dictionary([
                "path": .string(path), "role": .string(role ?? ""), "hasRole": .bool(role != nil),
            ])
        }
        let glob = feature.code.glob(feature: name)
        // In the comma-separated glob lists, the folder and manifest are literals (``GlobLiteral``).
        let listGlob = feature.code.directory.map { $0.isEmpty ? "**" : GlobLiteral.escaped($0) + "/**" } ?? glob
        let listManifest = GlobLiteral.escaped(feature.manifestPath)
        let digest = feature.digestDirectory.map { $0 + "/AGENTS.md" }
        values["paths"] = .dictionary([
            "manifest": .string(feature.manifestPath),
            "manifestYAML": .string(YAMLScalar.quoted(feature.manifestPath)),
            "manifestShell": .string(ShellWord.quoted(feature.manifestPath)),
            "directory": .string(feature.code.directory ?? ""),
            "hasDirectory": .bool(feature.code.directory != nil),
            "glob": .string(glob),
            "globYAML": .string(YAMLScalar.quoted(glob)),
            "cursorGlobs": .string(YAMLScalar.plainOrQuoted(listManifest + "," + listGlob)),
            "applyToYAML": .string(YAMLScalar.quoted(listGlob + "," + listManifest)),
            "agents": .string(digest ?? ""),
            "hasAgents": .bool(digest != nil),
            "files": .array(files),
            "hasFiles": .bool(!files.isEmpty),
        ])
        values["verify"] = .string(verify.command(feature: name))
        values["featureCommands"] = .array(
            featureCommands(manifestPath: feature.manifestPath, feature: name, verify: verify).map(value))
        return .dictionary(values)
    }
}
