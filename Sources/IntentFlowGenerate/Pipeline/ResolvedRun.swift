#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

/// A request with everything it left open settled, once: the project configuration, the pack chain, the options
/// (flags over the configuration) and, where the command line or the configuration names it, the output.
///
/// Every later stage reads these and nothing else: no stage discovers the configuration or resolves the pack again.
package struct ResolvedRun: Sendable {
    /// The project configuration, found from the working directory (``configuration(from:)``).
    package var configuration: ProjectConfiguration
    /// The pack chain, resolved and compiled.
    package var pack: ResolvedPack
    /// The options of the run: the flags laid over the configuration; flags win.
    package var options: GenerateOptions
    /// Whether the output was named (`--output` or `output:`); `generate` otherwise writes beside the manifests
    /// when they sit in their features' folders.
    package var outputIsNamed: Bool

    /// The project configuration for a run from `directory`: the one place the generating commands find it.
    ///
    /// - Throws: ``GeneratorError`` located in a configuration that cannot be read or is not valid.
    package static func configuration(from directory: URL) throws(GeneratorError) -> ProjectConfiguration {
        try ProjectConfiguration.discover(from: directory)
    }

    /// The pack catalog of the project found from `directory`: its team packs, then the built-in ones. The pack
    /// commands (`pack list`, `show`, `test`, `validate`) and the options a pack gives a command read packs through it.
    ///
    /// - Throws: ``GeneratorError`` for a configuration that cannot be read.
    package static func catalog(from directory: URL) throws(GeneratorError) -> PackCatalog {
        PackCatalog(projectRoot: try configuration(from: directory).projectRoot)
    }

    /// Settles `request` over `configuration`, resolving `request.pack` (else the configuration's, else the default
    /// pack) from the project's catalog.
    ///
    /// - Parameter generator: The pack's generator the run renders (`feature`, `startup-action`, `agents`).
    /// - Throws: ``GeneratorError`` for a pack that cannot be found, loaded or compiled.
    package init(
        _ request: GenerationRequest, configuration: ProjectConfiguration, generator: String,
        catalogRoot: URL? = nil
    ) throws(GeneratorError) {
        var options = GenerateOptions(configuration: configuration, workingDirectory: request.workingDirectory)
        options.generator = generator
        options.parameters.merge(request.parameters) { _, given in given }
        options.output = request.output ?? options.output
        options.pack = request.pack ?? options.pack
        options.module = request.module ?? options.module
        options.write = request.write
        let reference = options.pack ?? .builtInDefault
        // The chain the command line settled to list its options is this run's unless another catalog is asked for.
        if catalogRoot == nil, let settled = try request.settled?.resolved(reference, from: request.workingDirectory) {
            pack = settled
        } else {
            let catalog = PackCatalog(projectRoot: catalogRoot ?? configuration.projectRoot)
            pack = try catalog.resolve(reference, relativeTo: request.workingDirectory)
        }
        self.configuration = configuration
        self.options = options
        outputIsNamed = request.output != nil || configuration.output != nil
    }

    /// The feature generator of the run, with the pack already resolved.
    ///
    /// - Throws: ``GeneratorError`` when the pack lacks the generator or one of its templates.
    package func featureGenerator() throws(GeneratorError) -> FeatureGenerator {
        try FeatureGenerator(options: options, pack: pack)
    }
}
