import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The project's `.intentflow/config.yaml`, found by walking up from the working directory.
///
/// Every key has a command-line flag, and flags win:
///
/// ```yaml
/// pack: acme                 # --pack; or {git: <url>, ref: <tag or commit>, path: <folder in the repo>}
/// output: Sources/Features   # --output, relative to the directory holding .intentflow/ and inside it
/// module: Features           # --module
/// ui: swiftui                # --ui
/// params:                    # --param name=value
///   testing: xctest
/// exclude:                   # --exclude (check, agents), added to the flags
///   - Tests/Fixtures
/// verify: swift test --filter {{feature}}   # the test command agent surfaces and bundles name
/// agents: [claude, cursor]   # agents --tools: the tools agent surfaces are written for (or `all`)
/// limits:                    # how much one generated file and one run may render (at most the defaults)
///   file: 16 MiB
///   run: 1 GiB
/// ```
package struct ProjectConfiguration: Hashable, Sendable {
    /// The directory holding `.intentflow/`, or `nil` when none was found.
    package var projectRoot: URL?
    /// The configuration file, when there is one.
    package var file: URL?
    /// The pack to use: a name, a path, or `{git: <url>, ref: <tag or commit>, path: <folder>}`.
    package var pack: PackReference?
    /// The output directory, resolved against ``projectRoot``.
    package var output: URL?
    /// The module generated tests import.
    package var module: String?
    /// Generator parameters (`ui` is a shorthand for `params.ui`).
    package var parameters: [String: String]
    /// Globs, relative to ``projectRoot``, of files and directories that `check` and `agents` skip.
    package var exclude: [String]
    /// The command that runs the tests, as agent surfaces and ai-context bundles tell an agent to run it
    /// (``VerifyCommand``); `nil` means `swift test`.
    package var verify: VerifyCommand?
    /// `agents:`, the tools `agents` writes surfaces for; `nil` lets the record or the repository's folders decide
    /// (``AgentToolChoice``).
    package var agentTools: [AgentTool]?
    /// How many bytes one file and one run may render.
    package var limits = RenderBudget()

    /// Creates a configuration.
    package init(
        projectRoot: URL? = nil, file: URL? = nil, pack: PackReference? = nil, output: URL? = nil,
        module: String? = nil,
        parameters: [String: String] = [:], exclude: [String] = [], verify: VerifyCommand? = nil
    ) {
        self.projectRoot = projectRoot
        self.file = file
        self.pack = pack
        self.output = output
        self.module = module
        self.parameters = parameters
        self.exclude = exclude
        self.verify = verify
    }

    /// Finds the nearest directory at or above `directory` that holds `.intentflow/`, and reads its config.yaml if
    /// it has one.
    ///
    /// The walk up stops at the repository's top (the directory holding `.git`) and never steps into a directory
    /// owned by another user than `user`: a shared folder's `.intentflow/` above a project must not choose its pack
    /// or where it writes.
    ///
    /// - Throws: ``LocatedError`` when config.yaml exists but is invalid.
    package static func discover(from directory: URL, user: uid_t = geteuid()) throws(LocatedError)
        -> ProjectConfiguration
    {
        var current = directory.standardizedFileURL
        while true {
            let dotDirectory = current.appendingPathComponent(".intentflow", isDirectory: true)
            if DirectoryListing.isDirectory(dotDirectory.path) {
                let file = dotDirectory.appendingPathComponent("config.yaml")
                guard FileManager.default.fileExists(atPath: file.path) else {
                    return ProjectConfiguration(projectRoot: current)
                }
                return try load(file, projectRoot: current)
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path || isRepositoryTop(current) || !isOwned(parent, by: user) {
                return ProjectConfiguration()
            }
            current = parent
        }
    }

    /// Whether `directory` is a repository's top: it holds `.git` (a directory, or a file in a worktree).
    private static func isRepositoryTop(_ directory: URL) -> Bool {
        var info = stat()
        return lstat(directory.appendingPathComponent(".git").path, &info) == 0
    }

    /// Whether `directory` belongs to `user`. Projects live in a person's own folders; `/home` or `/tmp` above them
    /// belong to root or others, and the walk ends there.
    private static func isOwned(_ directory: URL, by user: uid_t) -> Bool {
        var info = stat()
        guard stat(directory.path, &info) == 0 else { return false }
        return info.st_uid == user
    }

    /// Reads a config.yaml.
    ///
    /// - Throws: ``LocatedError`` for unreadable or invalid YAML, unknown keys or values of the wrong kind.
    package static func load(_ file: URL, projectRoot: URL) throws(LocatedError) -> ProjectConfiguration {
        let shown = ".intentflow/config.yaml"
        let data: Data
        // Only a regular file is opened: a FIFO in its place would wait forever, and Foundation's messages for a
        // socket or device ("You don't have permission") mislead.
        switch ManifestFile.contents(of: file.path, limit: YAMLLimits.default.maxBytes) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let problem):
            let reason: String
            switch problem {
            case .tooLarge: reason = "it is larger than the \(YAMLLimits.default.maxBytes)-byte limit"
            case .unreadable(let why): reason = why
            }
            throw LocatedError(
                "cannot read \(file.path): \(reason)", at: SourceLocation(file: shown, line: 1, column: 1),
                rule: "config.io")
        }
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(data, path: file.path)
        } catch {
            throw LocatedError(error.diagnostics)
        }
        var configuration = ProjectConfiguration(projectRoot: projectRoot, file: file)
        guard let root else { return configuration }
        let mapping = try YAMLMapping(
            root, what: "config.yaml",
            known: ["pack", "output", "module", "ui", "params", "exclude", "verify", "limits", "agents"],
            rule: "config")
        configuration.pack = try mapping["pack"].map { node throws(LocatedError) in
            let pack = try PackReference.read(node, rule: "config")
            // A pack named by path is read from the project (as a team pack is), never from elsewhere on the machine.
            if case .named(let name) = pack, PackReference.isPath(name) {
                let url = ProjectRoot.location(of: name, from: projectRoot).standardizedFileURL
                try ProjectRoot(projectRoot).confine(
                    url, what: "'pack: \(name)'", at: node.location, rule: "config.pack-outside")
            }
            return pack
        }
        if let output = try mapping.string("output"), let node = mapping["output"] {
            let url = ProjectRoot.location(of: output, from: projectRoot).standardizedFileURL
            // A cloned repository must not choose where on the machine a run writes: only --output may name a place
            // outside the project.
            configuration.output = try ProjectRoot(projectRoot).confine(
                url, what: "'output: \(output)'", at: node.location, rule: "config.output-outside")
        }
        configuration.module = try mapping.string("module")
        if let module = configuration.module, let value = mapping["module"] {
            try ModuleName.check(module, at: value.location, rule: "config.invalid-value")
        }
        configuration.exclude = try mapping.strings("exclude")
        if let node = mapping["verify"] { configuration.verify = try VerifyCommand(node) }
        for entry in try mapping.entries("params") {
            guard let value = entry.value.scalar else {
                throw LocatedError(
                    "parameter '\(entry.name)' must be a string, not \(entry.value.kindDescription)",
                    at: entry.value.location, rule: "config.invalid-value")
            }
            if entry.name == "module" {
                try ModuleName.check(value, at: entry.value.location, rule: "config.invalid-value")
            }
            configuration.parameters[entry.name] = value
        }
        if let ui = try mapping.string("ui") { configuration.parameters["ui"] = ui }
        if let limits = mapping["limits"] { configuration.limits = try Self.limits(limits) }
        if let node = mapping["agents"] { configuration.agentTools = try Self.agentTools(node, in: mapping) }
        return configuration
    }

    /// Reads `agents:`: a list of tool names, or one name (`all`, say).
    private static func agentTools(_ node: YAMLNode, in mapping: YAMLMapping) throws(LocatedError) -> [AgentTool] {
        let names: [String]
        if let name = node.scalar { names = [name] } else { names = try mapping.strings("agents") }
        switch AgentTool.parseList(names) {
        case .success(let tools): return tools
        case .failure(let error):
            throw LocatedError("'agents': \(error.description)", at: node.location, rule: "config.invalid-value")
        }
    }

    /// Reads `limits:`: `file:` and `run:`, each a size such as `16 MiB`.
    private static func limits(_ node: YAMLNode) throws(LocatedError) -> RenderBudget {
        let mapping = try YAMLMapping(node, what: "'limits'", known: ["file", "run"], rule: "config")
        var budget = RenderBudget()
        for (key, path) in [("file", \RenderBudget.fileBytes), ("run", \RenderBudget.runBytes)] {
            guard let text = try mapping.string(key) else { continue }
            guard let bytes = RenderBudget.parse(text) else {
                throw LocatedError(
                    "'limits: \(key):' must be a size such as 16 MiB, 512 KiB or 1048576 (bytes), not '\(text)'",
                    at: mapping[key]?.location ?? node.location, rule: "config.invalid-value")
            }
            // A repository may tighten the bounds, never lift them: a runaway template must not exhaust memory.
            let cap = RenderBudget()[keyPath: path]
            guard bytes <= cap else {
                throw LocatedError(
                    "'limits: \(key):' may lower the limit, not raise it: at most \(RenderBudget.describe(cap)), not "
                        + "'\(text)'",
                    at: mapping[key]?.location ?? node.location, rule: "config.invalid-value")
            }
            budget[keyPath: path] = bytes
        }
        return budget
    }
}
