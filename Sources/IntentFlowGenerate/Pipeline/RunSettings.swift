#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

/// What a run rests on, settled once: the project configuration found from the working directory and the chain of
/// the pack the run renders with (loaded, not yet compiled).
///
/// The command line settles them before it parses a command's arguments, because a pack's parameters are options of
/// the command (`--ui swiftui`); it hands them to the run in ``GenerationRequest/settled``, so ``ResolvedRun`` neither
/// discovers the configuration nor loads the chain again.
package struct RunSettings: Sendable {
    /// The project configuration.
    package var configuration: ProjectConfiguration
    /// The pack the chain is of: the one given, else the configuration's `pack:`, else the default pack.
    package var pack: PackReference
    /// The pack and every pack it extends, child first.
    package var chain: [Pack]
    /// Where the pack was resolved from.
    package var workingDirectory: URL

    /// Settles the configuration found from `workingDirectory` and the chain of `pack` (else the configuration's,
    /// else the default pack) from the project's catalog.
    ///
    /// - Throws: ``GeneratorError`` for a configuration that cannot be read or a pack that cannot be loaded.
    package static func settle(from workingDirectory: URL, pack: PackReference?) throws(GeneratorError) -> RunSettings {
        let configuration = try ResolvedRun.configuration(from: workingDirectory)
        let reference = pack ?? configuration.pack ?? .builtInDefault
        let catalog = PackCatalog(projectRoot: configuration.projectRoot)
        let chain = try catalog.chain(reference, relativeTo: workingDirectory)
        return RunSettings(
            configuration: configuration, pack: reference, chain: chain, workingDirectory: workingDirectory)
    }

    /// The generator named `name` as the chain declares it (each child's laid over its parent's); `nil` when no pack
    /// of the chain does.
    ///
    /// - Throws: ``GeneratorError`` when the chain's declarations of it do not fit together.
    package func generator(_ name: String) throws(GeneratorError) -> PackGenerator? {
        try PackGenerator.resolved(name, in: chain)
    }

    /// The chain, compiled, when it is the one a run of `reference` from `directory` resolves; `nil` otherwise.
    func resolved(_ reference: PackReference, from directory: URL) throws(GeneratorError) -> ResolvedPack? {
        guard reference == pack, directory == workingDirectory else { return nil }
        return try ResolvedPack(chain: chain)
    }
}
