import Foundation
import IntentFlowAI
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
    ]

    let library: TemplateLibrary

    /// Loads `Templates/`.
    init() throws {
        library = try TemplateLibrary(directory: Self.repositoryRoot.appendingPathComponent("Templates"))
    }

    /// Loads a manifest file, failing on any error.
    static func manifest(at url: URL) throws -> Manifest {
        let result = ManifestLoader.load(contentsOf: url, displayPath: url.lastPathComponent)
        guard let manifest = result.validManifest else {
            throw RenderFailure(message: "\(url.path): \(result.diagnostics.map(\.description).joined(separator: "; "))")
        }
        return manifest
    }

    /// The example manifests in `.intentflow/` and the fixtures in `Tests/Fixtures/`, sorted by feature.
    static func exampleManifests(includingFixtures: Bool = true) throws -> [Manifest] {
        var urls = try FileManager.default.contentsOfDirectory(
            at: repositoryRoot.appendingPathComponent(".intentflow"), includingPropertiesForKeys: nil
        ).filter { $0.lastPathComponent.hasSuffix(".intentflow.yaml") }
        if includingFixtures {
            for fixture in ["hostile", "catalog"] {
                urls.append(repositoryRoot.appendingPathComponent("Tests/Fixtures/\(fixture).intentflow.yaml"))
            }
        }
        return try urls.map(manifest(at:)).sorted { $0.feature < $1.feature }
    }

    /// Renders `template` for `manifest`.
    func render(_ template: String, manifest: Manifest, parameters: [String: String] = [:]) throws -> String {
        try library.render(template, context: FeatureContext.make(manifest: manifest, parameters: parameters))
    }

    struct RenderFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
