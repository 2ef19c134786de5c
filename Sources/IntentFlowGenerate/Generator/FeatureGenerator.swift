import Foundation
import IntentFlowAI
import IntentFlowTemplates

/// Generates feature code from manifests: context model → pack → rendered files → ``FilePlan``.
///
/// Everything is rendered and planned in memory; nothing touches the disk until the caller hands the plan to
/// ``FilePlanWriter``. Tests and the benchmark use it directly; `intentflow generate` and `feature` are thin
/// wrappers.
///
/// ```swift
/// let generator = try FeatureGenerator(options: options, catalog: catalog)
/// let plan = try generator.plan(manifests)
/// try FilePlanWriter().write(plan)
/// ```
public struct FeatureGenerator: Sendable {
    /// The renderer of the pack's generator.
    public let renderer: PackRenderer
    /// The options of the run.
    public private(set) var options: GenerateOptions

    /// Resolves the pack and prepares its generator.
    ///
    /// - Throws: ``GeneratorError`` for a pack that cannot be found, loaded or compiled, or a missing generator.
    public init(options: GenerateOptions, catalog: PackCatalog) throws(GeneratorError) {
        let pack = try catalog.resolve(options.pack ?? BuiltInPacks.defaultName, relativeTo: options.workingDirectory)
        renderer = try PackRenderer(pack: pack, generator: options.generator)
        self.options = options
    }

    /// Creates a generator from a pack already resolved.
    public init(options: GenerateOptions, pack: ResolvedPack) throws(GeneratorError) {
        renderer = try PackRenderer(pack: pack, generator: options.generator)
        self.options = options
    }

    /// The parameters a manifest is generated with: the options' values checked against the pack, defaults filled
    /// in, and `module` when one is known. The manifest's `access:` applies when neither the command line nor the
    /// configuration sets the pack's `access` parameter (as its `module:` does for `--module`).
    public func parameters(for manifest: Manifest) throws(GeneratorError) -> [String: String] {
        var given = options.parameters
        if given["access"] == nil, let access = manifest.access, renderer.generator.parameter(named: "access") != nil {
            given["access"] = access.rawValue
        }
        var values = try renderer.generator.resolve(
            given, origin: SourceLocation(file: "<command line>", line: 1, column: 1))
        if let module = options.module ?? manifest.module {
            values["module"] = module
        } else if values["layout"] == "package" {
            // The package layout makes each feature a target of its own (`Sources/<Feature>/`), so its tests, in a
            // test target, import the module of that name.
            values["module"] = manifest.feature
        }
        return values
    }

    /// The same generator, writing into `output`.
    public func writing(to output: URL) -> FeatureGenerator {
        var copy = self
        copy.options.output = output
        return copy
    }

    /// The feature's home, relative to the output directory: the directory of the first file the pack writes for
    /// `manifest` (the contract, in the default pack: `Sources/Login` with `layout=package`, `Login` with
    /// `layout=feature-folder`). `feature --mode ai` writes the manifest there, and `generate` finds its output from
    /// it. `nil` when the manifest does not render.
    public func home(of manifest: Manifest) -> String? {
        guard let first = try? render(manifest).first else { return nil }
        let directory = URL(fileURLWithPath: "/" + first.path).deletingLastPathComponent().path
        return String(directory.drop { $0 == "/" })
    }

    /// Renders the files of one manifest.
    ///
    /// - Parameter source: What the files' header names as their origin; by default the manifest's file name.
    public func render(_ manifest: Manifest, source: String? = nil) throws(GeneratorError) -> [RenderedFile] {
        let parameters = try parameters(for: manifest)
        let context = FeatureContext.make(manifest: manifest, parameters: parameters)
        let origin = source ?? URL(fileURLWithPath: manifest.path).lastPathComponent
        return try renderer.render(context: context, parameters: parameters, source: origin)
    }

    /// Renders every manifest and plans the result against the output directory.
    ///
    /// - Throws: ``GeneratorError`` for a render failure (located in the template) or a plan failure (a path that is
    ///   not allowed, two manifests writing the same file, an unreadable file).
    public func plan(_ manifests: [Manifest], extraFiles: [RenderedFile] = []) throws(GeneratorError) -> FilePlan {
        var files = extraFiles
        for manifest in manifests {
            files += try render(manifest)
        }
        return try plan(files: files)
    }

    /// Renders and plans `manifests` like ``plan(_:extraFiles:)``, and finds for each person-owned flow the plan
    /// keeps the acceptance traces it does not implement (see ``MissingTraces``).
    public func planFindingMissingTraces(_ manifests: [Manifest]) throws(GeneratorError)
        -> (plan: FilePlan, missing: [MissingTraces])
    {
        var rendered: [[RenderedFile]] = []
        for manifest in manifests {
            rendered.append(try render(manifest))
        }
        let plan = try plan(files: rendered.flatMap { $0 })
        let missing = zip(manifests, rendered).compactMap { manifest, files in
            MissingTraces.find(manifest: manifest, rendered: files, in: plan)
        }
        return (plan, missing.filter { !$0.gaps.isEmpty })
    }

    /// Plans rendered files against the output directory with the run's `force` and `adopt` options.
    ///
    /// - Throws: ``GeneratorError`` for a path that is not allowed, two files at one path, or an unreadable file.
    public func plan(files: [RenderedFile]) throws(GeneratorError) -> FilePlan {
        do {
            return try FilePlan(root: options.output, files: files, options: .init(force: options.force, adopt: options.adopt))
        } catch {
            throw GeneratorError(error)
        }
    }
}

extension GeneratorError {
    /// A plan error as a diagnostic located at the file it concerns.
    public init(_ error: FilePlanError) {
        self.init(error.message, at: SourceLocation(file: error.path, line: 1, column: 1), rule: "plan.\(error.kind.rawValue)")
    }
}
