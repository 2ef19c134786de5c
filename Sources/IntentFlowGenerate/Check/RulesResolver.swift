import Foundation
import IntentFlowAI

/// Finds the rules files in force for a project, base first: the pack's chain (`extends:`) down to the built-in
/// `swift` pack, whose rules are ``DefaultRules``, then any `--rules` files.
///
/// The pack is `--pack` when given, else `pack:` in `.intentflow/config.yaml` (found walking up from the checked
/// root), else `swift`. A value containing `/` or starting with `.` is a pack directory; a name is looked up in
/// `.intentflow/packs/<name>/` and then among the built-in packs. A pack's `pack.yaml` names its rules file with
/// `rules:` (relative to the pack); a pack without `extends:` starts from no rules at all.
public struct RulesResolver: Sendable {
    /// The name of the built-in pack.
    public static let builtInPack = "swift"

    /// The directory holding `.intentflow/`, when there is one.
    public var projectDirectory: URL?
    /// The directory relative pack paths are resolved against.
    public var workingDirectory: URL

    /// Creates a resolver for a check of `root`.
    public init(root: URL, workingDirectory: URL) {
        self.workingDirectory = workingDirectory
        var directory = root.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(".intentflow").path) {
                projectDirectory = directory
                break
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
    }

    /// The rules files for `pack` (or the configured or built-in pack) followed by `extraRules`.
    public func rulesFiles(pack: String?, extraRules: [URL]) throws(CheckError) -> [RulesFile] {
        var files: [RulesFile] = []
        var chosen = pack
        if chosen == nil { chosen = try configuredPack() }
        var visited: Set<String> = []
        try appendPack(chosen ?? Self.builtInPack, relativeTo: workingDirectory, into: &files, visited: &visited)
        for url in extraRules {
            files.append(try load(url, display: url.path))
        }
        return files
    }

    /// `pack:` in `.intentflow/config.yaml`, as a path relative to the project when it is one.
    private func configuredPack() throws(CheckError) -> String? {
        guard let projectDirectory else { return nil }
        let config = projectDirectory.appendingPathComponent(".intentflow/config.yaml")
        guard FileManager.default.fileExists(atPath: config.path) else { return nil }
        let node = try yaml(config)
        if let pack = node?["pack"], pack.mapping != nil { return try gitPackDirectory(pack) }
        guard let value = node?["pack"]?.string else { return nil }
        if value.contains("/") || value.hasPrefix(".") {
            return projectDirectory.appendingPathComponent(value).standardizedFileURL.path
        }
        return value
    }

    private func appendPack(
        _ reference: String, relativeTo base: URL, into files: inout [RulesFile], visited: inout Set<String>
    ) throws(CheckError) {
        guard let directory = packDirectory(reference, relativeTo: base) else {
            guard reference == Self.builtInPack else {
                throw CheckError(
                    "unknown pack '\(reference)'; give a pack directory or a name in .intentflow/packs/")
            }
            files.append(DefaultRules.file())
            return
        }
        guard visited.insert(directory.path).inserted else {
            throw CheckError("pack '\(reference)' extends itself through its chain of 'extends:'")
        }
        let manifest = directory.appendingPathComponent("pack.yaml")
        guard let node = try yaml(manifest) else { return }
        if let parent = node["extends"], parent.mapping != nil {
            try appendPack(try gitPackDirectory(parent), relativeTo: directory, into: &files, visited: &visited)
        } else if let parent = node["extends"]?.string {
            try appendPack(parent, relativeTo: directory.deletingLastPathComponent(), into: &files, visited: &visited)
        }
        if let rules = node["rules"]?.string {
            let url = directory.appendingPathComponent(rules)
            files.append(try load(url, display: url.path))
        }
    }

    /// The directory of a git pack (`{git:, ref:, path:}`), checked out through the standard pack cache.
    private func gitPackDirectory(_ node: YAMLNode) throws(CheckError) -> String {
        do throws(GeneratorError) {
            guard case .git(let source) = try PackReference.read(node, rule: "pack") else { return "" }
            return try GitPackCache.standard().checkout(source).directory.path
        } catch {
            throw CheckError(error.description)
        }
    }

    private func packDirectory(_ reference: String, relativeTo base: URL) -> URL? {
        if reference.contains("/") || reference.hasPrefix(".") {
            let url =
                reference.hasPrefix("/")
                ? URL(fileURLWithPath: reference) : base.appendingPathComponent(reference)
            return url.standardizedFileURL
        }
        if let projectDirectory {
            let url = projectDirectory.appendingPathComponent(".intentflow/packs/\(reference)")
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("pack.yaml").path) { return url }
        }
        return nil
    }

    private func load(_ url: URL, display: String) throws(CheckError) -> RulesFile {
        RulesFileLoader.load(contentsOf: try text(url), path: displayPath(display))
    }

    /// A path under the working directory as a relative one, the way a person typed it.
    private func displayPath(_ path: String) -> String {
        RelativePath.shown(path, from: workingDirectory)
    }

    private func yaml(_ url: URL) throws(CheckError) -> YAMLNode? {
        let source = try text(url)
        do throws(YAMLError) {
            return try YAMLParser.parse(source, path: url.path)
        } catch {
            throw CheckError(error.description)
        }
    }

    /// A rules file's text; only a regular file is opened (a FIFO given as `--rules` would wait forever).
    private func text(_ url: URL) throws(CheckError) -> String {
        switch ManifestFile.contents(of: url.path, limit: YAMLLimits.default.maxBytes) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(.tooLarge):
            throw CheckError("cannot read '\(url.path)': it is larger than the \(YAMLLimits.default.maxBytes)-byte limit")
        case .failure(.unreadable(let reason)): throw CheckError("cannot read '\(url.path)': \(reason)")
        }
    }
}
