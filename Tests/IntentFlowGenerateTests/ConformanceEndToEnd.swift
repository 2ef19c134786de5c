import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// The end-to-end package's drifted feature: the Login example generated as `Drifted`, whose user-owned flow
/// gains a case for a transition no trace declares (`failed + cancel -> idle`). Its generated conformance test must
/// fail and name that transition, while every unmodified feature's passes in the same build.
extension EndToEndTests {
    /// The drifted feature's name, its target and its test target's.
    static let driftedFeature = "Drifted"

    /// The reducer case the drifted flow gains, inserted before the generated `default:`.
    static let driftedCase = """
            // Not in the manifest: the conformance test must catch it.
            case (.failed, .intent(.cancel)):
              return .state(.idle)

        """

    /// Writes the drifted feature into `package`: the Login example under another name, with ``driftedCase``.
    static func writeDriftedFeature(into package: inout ScratchPackage, renderer: DefaultPackRenderer) throws {
        var manifest = try DefaultPackRenderer.manifest(
            at: DefaultPackRenderer.repositoryRoot.appendingPathComponent(".intentflow/login.intentflow.yaml"))
        manifest.feature = driftedFeature
        let parameters = ["module": driftedFeature]
        for (template, suffix) in DefaultPackRenderer.featureFiles {
            var text = try renderer.render(template, manifest: manifest, parameters: parameters)
            if template == "flow.swift" {
                let marker = "    default:\n"
                guard let range = text.range(of: marker) else {
                    throw DefaultPackRenderer.RenderFailure(message: "the Login flow has no `default:` to insert before")
                }
                text.insert(contentsOf: driftedCase, at: range.lowerBound)
            }
            try package.write(text, to: "\(folder(for: suffix, feature: driftedFeature))/\(driftedFeature)\(suffix)")
        }
    }

    /// `Tests/<F>Tests` for a test file, `Sources/<F>` for the rest.
    static func folder(for suffix: String, feature: String) -> String {
        suffix.hasSuffix("Tests.swift") ? "Tests/\(feature)Tests" : "Sources/\(feature)"
    }

    /// Runs only the drifted feature's tests: its conformance test fails, naming the transition and its path.
    func expectDriftIsCaught(in package: ScratchPackage) async throws {
        let drifted = try await package.run(["swift", "test", "--skip-build", "--filter", "\(Self.driftedFeature)Tests"])
        #expect(drifted.status != 0, "the drifted feature's tests passed:\n\(drifted.output.suffix(4_000))")
        #expect(
            drifted.output.contains(
                "failed + cancel: the reducer moves to idle, but the manifest lists 'failed + cancel' under 'ignored:'"),
            "the conformance failure does not name the transition:\n\(drifted.output.suffix(4_000))")
        #expect(
            drifted.output.contains(
                "path: idle → submit → validating → credentialsValid → requestingToken → tokenFailed → failed → cancel"),
            "the conformance failure does not name the path:\n\(drifted.output.suffix(4_000))")
    }
}
