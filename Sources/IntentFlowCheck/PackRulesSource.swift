import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where `check` finds the rules of a project's pack: the rules files of the pack chain in force, base first.
///
/// Packs (names, paths, git sources, `extends:`) are the generator's, a layer above this module, so whoever runs a
/// check hands their catalog in: IntentFlowGenerate's `PackChainRules`, which every command uses.
package protocol PackRulesSource: Sendable {
    /// The rules files of `pack` (a `--pack` name or directory, relative to `workingDirectory`), else of the
    /// configuration's pack (relative to its project), else of the built-in pack; base first.
    ///
    /// - Throws: ``CheckError`` for a pack that cannot be found, loaded or fetched, a cycle of `extends:`, or a rules
    ///   file that cannot be read.
    func rulesFiles(
        pack: String?, configuration: ProjectConfiguration, workingDirectory: URL
    ) throws(CheckError) -> [RulesFile]
}
