import Foundation
import IntentFlowAI
import Testing

@testable import IntentFlowGenerate

/// `Examples/` holds what the default pack generates from `.intentflow/`: the generator-owned contract and tests
/// must stay exactly as rendered from the manifests; the user-owned flow, effects and projection were created by
/// the pack and then written by hand.
///
/// `INTENTFLOW_UPDATE_EXAMPLES=1 swift test --filter ExamplesTests` rewrites the generator-owned files and creates
/// missing user-owned ones.
@Suite("Examples")
struct ExamplesTests {
    static let module = "IntentFlowExamples"
    static let examples = DefaultPackRenderer.repositoryRoot.appendingPathComponent("Examples")
    static let isUpdating = ProcessInfo.processInfo.environment["INTENTFLOW_UPDATE_EXAMPLES"] == "1"

    /// Where each feature file lives under `Examples/`, and whether the generator owns it.
    static func files(for feature: String) -> [(template: String, path: String, generatorOwned: Bool)] {
        [
            ("contract.swift", "Sources/\(feature)/\(feature)Contract.swift", true),
            ("flow.swift", "Sources/\(feature)/\(feature)Flow.swift", false),
            ("effects.swift", "Sources/\(feature)/\(feature)Effects.swift", false),
            ("projection.swift", "Sources/\(feature)/\(feature)Projection.swift", false),
            ("tests.swift", "Tests/\(feature)FlowTests.swift", true),
        ]
    }

    @Test("Generator-owned example files are as the default pack renders them")
    func generatedFilesAreCurrent() throws {
        let renderer = try DefaultPackRenderer()
        for manifest in try DefaultPackRenderer.exampleManifests(includingFixtures: false) {
            for file in Self.files(for: manifest.feature) {
                let url = Self.examples.appendingPathComponent(file.path)
                let existing = try? String(contentsOf: url, encoding: .utf8)
                guard file.generatorOwned || existing == nil else { continue }
                let rendered = try renderer.render(
                    file.template, manifest: manifest, parameters: ["module": Self.module])
                if Self.isUpdating {
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try rendered.write(to: url, atomically: true, encoding: .utf8)
                } else {
                    #expect(existing == rendered, "\(file.path) is not as generated from \(manifest.path)")
                }
            }
        }
        for action in ["ForceUpdate", "Onboarding"] {
            let url = Self.examples.appendingPathComponent("Sources/Startup/\(action)Action.swift")
            guard !FileManager.default.fileExists(atPath: url.path) else { continue }
            let context = StartupActionContext.make(name: action, parameters: ["priority": "high"])
            let rendered = try renderer.library.render("startup-action.swift", context: context)
            if Self.isUpdating {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try rendered.write(to: url, atomically: true, encoding: .utf8)
            } else {
                Issue.record("\(url.path) is missing")
            }
        }
    }
}
