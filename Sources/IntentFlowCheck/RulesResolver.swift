import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the rules files in force for a project, base first: the pack chain's, which a ``PackRulesSource`` gives,
/// then any `--rules` files.
///
/// The pack is `--pack` when given, else `pack:` in `.intentflow/config.yaml` (found walking up from the checked
/// root), else the built-in one; packs are the generator's, so the chain's rules come from the source the caller
/// hands in (IntentFlowGenerate's `PackChainRules` resolves the chain as the generator does, so `check` holds code to
/// the rules of the very pack that generated it).
package struct RulesResolver: Sendable {
    /// The project's configuration, found walking up from the checked root.
    package var configuration: ProjectConfiguration
    /// The directory relative pack paths given on the command line are resolved against.
    package var workingDirectory: URL

    /// Creates a resolver for a check of `root`: the one place `check` discovers the project's configuration.
    ///
    /// - Throws: ``CheckError`` for a configuration file that cannot be read, carrying its located diagnostics.
    package init(root: URL, workingDirectory: URL) throws(CheckError) {
        self.workingDirectory = workingDirectory
        do {
            configuration = try ProjectConfiguration.discover(from: root)
        } catch {
            throw CheckError(error.description, diagnostics: error.diagnostics)
        }
    }

    /// The directory holding `.intentflow/`, when there is one.
    package var projectDirectory: URL? { configuration.projectRoot }

    /// The rules files of `pack` (or the configured or built-in pack), as `packRules` finds them, followed by
    /// `extraRules`.
    ///
    /// - Throws: ``CheckError`` for a pack that cannot be found or loaded (or fetched), a cycle of `extends:`, or a
    ///   rules file that cannot be read.
    package func rulesFiles(
        pack: String?, extraRules: [URL], packRules: some PackRulesSource
    ) throws(CheckError) -> [RulesFile] {
        var files = try packRules.rulesFiles(
            pack: pack, configuration: configuration, workingDirectory: workingDirectory)
        for url in extraRules {
            files.append(try load(url, display: url.path))
        }
        return files
    }

    private func load(_ url: URL, display: String) throws(CheckError) -> RulesFile {
        RulesFileLoader.load(contentsOf: try text(url), path: RelativePath.shown(display, from: workingDirectory))
    }

    /// A rules file's text; only a regular file is opened (a FIFO given as `--rules` would wait forever).
    private func text(_ url: URL) throws(CheckError) -> String {
        switch ManifestFile.contents(of: url.path, limit: YAMLLimits.default.maxBytes) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(.tooLarge):
            throw CheckError(
                "cannot read '\(url.path)': it is larger than the \(YAMLLimits.default.maxBytes)-byte limit")
        case .failure(.unreadable(let reason)): throw CheckError("cannot read '\(url.path)': \(reason)")
        }
    }
}
