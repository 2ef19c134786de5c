import IntentFlowCheck
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTokenizer

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an ai-context bundle is made from: one loaded manifest, where the code is searched, the pack and the budget.
///
/// `intentflow ai-context` and the MCP server's `ai_context` tool both build their bundle here, so the two cannot
/// disagree on which pack renders it or where the feature's code is found.
package struct AIContextRequest: Sendable {
    /// The manifest, loaded and valid.
    package var manifest: Manifest
    /// Where the manifest is.
    package var manifestURL: URL
    /// Whose entry files the bundle names.
    package var tool: AIContextTool
    /// The most tokens the bundle may take, if limited.
    package var budget: Int?
    /// Where the feature's code is searched; `nil` means the project root (else the working directory).
    package var root: URL?
    /// The pack reference; `nil` means `pack:` in the configuration, else the built-in pack.
    package var pack: PackReference?
    /// Globs (relative to the root) of further files whose declarations the source section carries.
    package var include: [String]
    /// Globs (relative to the root) of files the source section leaves out, the feature's own included.
    package var exclude: [String]
    /// The directory the configuration is found from and pack paths are resolved against.
    package var workingDirectory: URL

    /// Creates a request.
    package init(
        manifest: Manifest, manifestURL: URL, tool: AIContextTool, budget: Int? = nil, root: URL? = nil,
        pack: PackReference? = nil, include: [String] = [], exclude: [String] = [], workingDirectory: URL
    ) {
        self.manifest = manifest
        self.manifestURL = manifestURL
        self.tool = tool
        self.budget = budget
        self.root = root
        self.pack = pack
        self.include = include
        self.exclude = exclude
        self.workingDirectory = workingDirectory
    }

    /// Renders the bundle with the pack's `ai-context` generator.
    ///
    /// - Throws: ``GeneratorError`` for a bad configuration, pack or glob; `TokenizerError` when the tokenizer cannot
    ///   load.
    package func bundle() throws -> AIContextBundle {
        let configuration = try ResolvedRun.configuration(from: workingDirectory)
        let root = root ?? configuration.projectRoot ?? workingDirectory
        let pack = try PackCatalog(projectRoot: configuration.projectRoot ?? root).resolve(
            pack ?? configuration.pack ?? .builtInDefault, relativeTo: workingDirectory)
        let renderer = try PackRenderer(pack: pack, generator: "ai-context")
        let swiftFiles = (try? SourceTree.scan(root).swiftFiles) ?? []
        let manifestPath = RelativePath.shown(manifestURL, from: root)
        let feature = AgentsContext.Feature(
            manifest: manifest, manifestPath: manifestPath,
            code: FeatureCodeLocation.locate(
                feature: manifest.feature, manifestPath: manifestPath, swiftFiles: swiftFiles))
        let paths = FeatureSourceDigest.paths(
            feature: manifest.feature, location: feature.code, swiftFiles: swiftFiles,
            include: try Self.globs(include, option: "include"), exclude: try Self.globs(exclude, option: "exclude"))
        return try AIContextBundle.make(
            feature: feature, tool: tool, budget: budget,
            digest: FeatureSourceDigest.read(paths: paths, feature: manifest.feature, root: root),
            verify: configuration.verify ?? .standard, renderer: renderer,
            tokenizer: try Tokenizer.o200kBase())
    }

    /// Compiles the `--include`/`--exclude` globs; a malformed one is an error naming the option.
    static func globs(_ patterns: [String], option: String) throws(GeneratorError) -> [PathGlob] {
        var globs: [PathGlob] = []
        for pattern in patterns {
            do {
                globs.append(try PathGlob(pattern))
            } catch {
                throw GeneratorError(
                    "'--\(option)' glob '\(pattern)' is malformed: \(error.message)",
                    at: SourceLocation(file: "<command line>", line: 1, column: error.scalarOffset + 1),
                    rule: "ai-context.invalid-glob")
            }
        }
        return globs
    }
}
