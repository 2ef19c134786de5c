import IntentFlowCheck
import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the rules files in force for a project, base first: the pack's chain (`extends:`) down to the built-in
/// pack, whose rules are ``DefaultRules``, then any `--rules` files.
///
/// The pack is `--pack` when given, else `pack:` in `.intentflow/config.yaml` (found walking up from the checked
/// root), else the built-in one. The chain is the one ``PackCatalog`` resolves for the generator — a name is looked
/// up in `.intentflow/packs/<name>/` and then among the built-in packs, a path is a pack directory, a git source is
/// checked out through the pack cache — so `check` holds code to the rules of the very pack that generated it. A
/// pack's `pack.yaml` names its rules file with `rules:` (relative to the pack); a pack that extends nothing starts
/// from no rules at all (``PackRules``).
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

    /// The rules files for `pack` (or the configured or built-in pack) followed by `extraRules`.
    ///
    /// - Throws: ``CheckError`` for a pack that cannot be found or loaded (or fetched), a cycle of `extends:`, or a
    ///   rules file that cannot be read.
    package func rulesFiles(pack: String?, extraRules: [URL]) throws(CheckError) -> [RulesFile] {
        // `check` and the editor hooks run often: a git pack comes from the cache or is reported missing, never
        // fetched.
        let catalog = PackCatalog(projectRoot: projectDirectory, gitCache: .standard().offline())
        // A `--pack` path is relative to where the person typed it; the configuration's to the project.
        let reference = pack.map(PackReference.named) ?? configuration.pack ?? .builtInDefault
        let base = pack == nil ? projectDirectory ?? workingDirectory : workingDirectory
        let found: (files: [RulesFile], unreadable: [Diagnostic])
        do {
            found = PackRules.files(of: try catalog.chain(reference, relativeTo: base))
        } catch {
            throw CheckError(error.description)
        }
        if let failure = found.unreadable.first { throw CheckError(failure.description) }
        var files = found.files
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
