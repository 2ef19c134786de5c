import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders feature code from manifests: each manifest prepared (parameters and context, once) and rendered by the
/// pack's generator into files in memory.
///
/// It only prepares and renders: `intentflow generate`, `feature` and the MCP server's `generate` tool take it
/// through ``GenerationPipeline``, whose plan and record stages decide what the files do on disk.
///
/// ```swift
/// let generator = try FeatureGenerator(options: options, pack: try catalog.resolve(.builtInDefault, relativeTo: here))
/// var budget = generator.options.limits
/// let files = try generator.render(try generator.prepare(manifest, at: url), budget: &budget)
/// ```
package struct FeatureGenerator: Sendable {
    /// The renderer of the pack's generator.
    package let renderer: PackRenderer
    /// The options of the run.
    package private(set) var options: GenerateOptions

    /// Creates a generator from a pack already resolved.
    package init(options: GenerateOptions, pack: ResolvedPack) throws(GeneratorError) {
        renderer = try PackRenderer(pack: pack, generator: options.generator)
        self.options = options
    }

    /// The parameters a manifest is generated with: the options' values checked against the pack, defaults filled
    /// in, and `module` when one is known. The manifest's `access:` applies when neither the command line nor the
    /// configuration sets the pack's `access` parameter (as its `module:` does for `--module`).
    package func parameters(for manifest: Manifest) throws(GeneratorError) -> [String: String] {
        try Self.parameters(
            options.parameters, module: options.module, for: manifest, generator: renderer.generator,
            origin: SourceLocation(file: "<command line>", line: 1, column: 1))
    }

    /// The parameters `given` (`origin` is where they were written) settled for `manifest` as every render of a
    /// feature settles them, `generate` and `pack test` alike: checked against the generator, defaults filled in,
    /// the manifest's `access:` when none is given, and `module` (the given one, the manifest's, or under the package
    /// layout the feature's own target).
    static func parameters(
        _ given: [String: String], module: String?, for manifest: Manifest, generator: PackGenerator,
        origin: SourceLocation
    ) throws(GeneratorError) -> [String: String] {
        var given = given
        if given["access"] == nil, let access = manifest.access, generator.parameter(named: "access") != nil {
            given["access"] = access.rawValue
        }
        var values = try generator.resolve(given, origin: origin)
        if let module = module ?? manifest.module {
            values["module"] = module
        } else if values["layout"] == "package" {
            // The package layout makes each feature a target of its own (`Sources/<Feature>/`), so its tests, in a
            // test target, import the module of that name.
            values["module"] = manifest.feature
        }
        // The manifest's and the configuration's module were checked where they are written; `--module` and
        // `--param module=` are checked here, before the name reaches an `import` line of generated code.
        if let module = values["module"] { try ModuleName.check(module, at: origin, rule: "generate.invalid-module") }
        return values
    }

    /// The same generator, writing into `output`.
    package func writing(to output: URL) -> FeatureGenerator {
        var copy = self
        copy.options.output = output
        return copy
    }

    /// The feature's home, relative to the output directory: the directory of the first file the pack writes for
    /// `manifest` (the contract, in the default pack: `Sources/Login` with `layout=package`, `Login` with
    /// `layout=feature-folder`), read from the pack's path entries without rendering the manifest. `feature --mode ai`
    /// writes the manifest there, and `generate` finds its output from it. `nil` when the manifest cannot be
    /// prepared or no path renders.
    package func home(of manifest: Manifest) -> String? {
        guard let prepared = try? prepare(manifest, at: URL(fileURLWithPath: manifest.path)) else { return nil }
        return home(of: prepared)
    }

    /// The home of a prepared manifest, as ``home(of:)-(Manifest)`` finds it.
    package func home(of prepared: PreparedManifest) -> String? {
        renderer.home(context: prepared.context, parameters: prepared.parameters)
    }

    /// Settles a manifest's parameters and builds its template context, once for everything the run does with it.
    ///
    /// - Throws: ``GeneratorError`` for a parameter the pack does not accept, or a module that is not a name.
    package func prepare(_ manifest: Manifest, at url: URL) throws(GeneratorError) -> PreparedManifest {
        let parameters = try parameters(for: manifest)
        return PreparedManifest(
            url: url, manifest: manifest, parameters: parameters,
            context: FeatureContext.make(manifest: manifest, parameters: parameters))
    }

    /// Renders the files of a prepared manifest, spending from a run's budget.
    ///
    /// - Parameter source: What the files' header names as their origin; by default the manifest's file name.
    package func render(_ prepared: PreparedManifest, source: String? = nil, budget: inout RenderBudget)
        throws(GeneratorError) -> [RenderedFile]
    {
        let origin = source ?? prepared.source ?? URL(fileURLWithPath: prepared.manifest.path).lastPathComponent
        return try renderer.render(
            context: prepared.context, parameters: prepared.parameters, source: origin, budget: &budget)
    }
}

extension GeneratorError {
    /// A plan error as a diagnostic. One the pack caused (a path it may not write, two entries at one path, broken
    /// markers in what a template rendered) is located at the entry's `path:` in pack.yaml when `files` tell where
    /// that is; one about the disk (a file in the way, a link out of the output) at the file it concerns.
    package init(_ error: FilePlanError, files: [RenderedFile] = []) {
        let rule = "plan.\(error.kind.rawValue)"
        let isThePacks = [.invalidPath, .duplicatePath, .renderedMarkers].contains(error.kind)
        // The last file at the path: for two at one path, the entry that came second.
        if isThePacks, let origin = files.last(where: { $0.path == error.path })?.origin {
            self.init("'\(error.path)': \(error.message)", at: origin, rule: rule)
        } else {
            self.init(error.message, at: SourceLocation(file: error.path, line: 1, column: 1), rule: rule)
        }
    }
}
