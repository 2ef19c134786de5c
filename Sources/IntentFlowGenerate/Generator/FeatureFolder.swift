import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where `intentflow feature --mode ai` puts a manifest: in the feature's home, beside its code
/// (`<output>/<Feature>/<Feature>.intentflow.yaml` with the feature-folder layout, `<output>/Sources/<Feature>/…`
/// with the package layout).
package enum FeatureFolder {
    /// The output directory that puts generated code back beside manifests kept in their features' homes: the
    /// directory every manifest's folder is `home(manifest)` below, when they all share one; `nil` when any manifest
    /// lies elsewhere. `home` is relative to the output (``FeatureGenerator/home(of:)``); by default `<Feature>`.
    package static func output(
        of manifests: [(url: URL, manifest: Manifest)], home: (Manifest) -> String? = { $0.feature }
    ) -> URL? {
        output(ofHomes: manifests.map { ($0.url, home($0.manifest)) })
    }

    /// The shared output of manifests at `url`s whose code goes to `home` below the output, as
    /// ``output(of:home:)`` finds it; `nil` when a home is unknown or any manifest lies elsewhere.
    package static func output(ofHomes manifests: [(url: URL, home: String?)]) -> URL? {
        var shared: URL?
        for (url, home) in manifests {
            guard let home else { return nil }
            var folder = url.standardizedFileURL.deletingLastPathComponent()
            for component in home.split(separator: "/").reversed() {
                guard folder.lastPathComponent == component else { return nil }
                folder = folder.deletingLastPathComponent()
            }
            if let shared, shared.path != folder.path { return nil }
            shared = folder
        }
        return shared
    }
}
