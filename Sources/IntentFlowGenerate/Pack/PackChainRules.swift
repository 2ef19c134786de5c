import IntentFlowCheck
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rules `check` holds code to: those of the pack chain (`extends:`) down to the built-in pack, whose rules are
/// ``DefaultRules``, base first.
///
/// The chain is the one ``PackCatalog`` resolves for the generator — a name is looked up in
/// `.intentflow/packs/<name>/` and then among the built-in packs, a path is a pack directory, a git source is checked
/// out through the pack cache — so `check` holds code to the rules of the very pack that generated it. A pack's
/// `pack.yaml` names its rules file with `rules:` (relative to the pack); a pack that extends nothing starts from no
/// rules at all (``PackRules``).
package struct PackChainRules: PackRulesSource {
    /// Creates the source.
    package init() {}

    package func rulesFiles(
        pack: String?, configuration: ProjectConfiguration, workingDirectory: URL
    ) throws(CheckError) -> [RulesFile] {
        let projectDirectory = configuration.projectRoot
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
        return found.files
    }
}
