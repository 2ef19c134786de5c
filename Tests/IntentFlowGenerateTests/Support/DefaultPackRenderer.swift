import Foundation
import IntentFlowManifest
import IntentFlowContext
import IntentFlowTemplates

@testable import IntentFlowGenerate

/// Renders the default pack from the repository's `Templates/` directly (template library + context model), the way
/// the pipeline does, so the pack's own tests do not depend on the command-line tool.
struct DefaultPackRenderer {
    /// The repository's root directory.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The feature generator's files: template name and the file name after the feature's name.
    static let featureFiles: [(template: String, suffix: String)] = [
        ("contract.swift", "Contract.swift"), ("flow.swift", "Flow.swift"), ("effects.swift", "Effects.swift"),
        ("projection.swift", "Projection.swift"), ("tests.swift", "FlowTests.swift"),
        ("conformance.swift", "ConformanceTests.swift"),
    ]

    let library: TemplateLibrary
    /// The `feature` generator as `Templates/pack.yaml` declares it: its parameters, their defaults and choices.
    let feature: PackGenerator

    /// Loads `Templates/`.
    init() throws {
        let templates = Self.repositoryRoot.appendingPathComponent("Templates")
        library = try TemplateLibrary(directory: templates)
        let pack = try PackLoader.load(directory: templates, origin: .directory(templates), displayPath: "Templates")
        guard let feature = pack.generator(named: "feature") else {
            throw RenderFailure(message: "Templates/pack.yaml declares no feature generator")
        }
        self.feature = feature
    }

    /// Loads a manifest file, failing on any error.
    static func manifest(at url: URL) throws -> Manifest {
        // Shown as `intentflow generate` run at the repository's root shows it (`.intentflow/upload.intentflow.yaml`):
        // generated `#sourceLocation` directives name the manifest so.
        let root = repositoryRoot.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        let display = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : url.lastPathComponent
        let result = ManifestLoader.load(contentsOf: url, displayPath: display)
        guard let manifest = result.validManifest else {
            throw RenderFailure(message: "\(url.path): \(result.diagnostics.map(\.description).joined(separator: "; "))")
        }
        return manifest
    }

    /// The five features of the original examples as 0.2 manifests (device connection, upload, checkout, login,
    /// permission), under `Tests/Fixtures/<name>.intentflow.yaml`.
    static let featureFixtures = ["device", "upload", "checkout", "login", "permission"]

    /// The example manifests in `.intentflow/` and the fixtures in `Tests/Fixtures/`, sorted by feature.
    static func exampleManifests(includingFixtures: Bool = true) throws -> [Manifest] {
        var urls = try FileManager.default.contentsOfDirectory(
            at: repositoryRoot.appendingPathComponent(".intentflow"), includingPropertiesForKeys: nil
        ).filter { $0.lastPathComponent.hasSuffix(".intentflow.yaml") }
        if includingFixtures {
            for fixture in ["catalog", "counter", "hostile", "places", "transfer"] + featureFixtures {
                urls.append(repositoryRoot.appendingPathComponent("Tests/Fixtures/\(fixture).intentflow.yaml"))
            }
        }
        return try urls.map(manifest(at:)).sorted { $0.feature < $1.feature }
    }

    /// Renders `template` for `manifest` with `parameters` (the pack's and `module`) resolved against pack.yaml and
    /// laid over `params` as the pipeline lays them.
    func render(_ template: String, manifest: Manifest, parameters: [String: String] = [:]) throws -> String {
        var given = parameters
        let module = given.removeValue(forKey: "module")
        var values = try feature.resolve(given, origin: SourceLocation(file: "<test>", line: 1, column: 1))
        values["module"] = module
        guard case .dictionary(var context) = FeatureContext.make(manifest: manifest, parameters: values),
            case .dictionary(var params)? = context["params"]
        else { throw RenderFailure(message: "the feature context is not a dictionary") }
        params.merge(feature.parameterContext(values)) { _, resolved in resolved }
        context["params"] = .dictionary(params)
        return try library.render(template, context: .dictionary(context))
    }

    struct RenderFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
