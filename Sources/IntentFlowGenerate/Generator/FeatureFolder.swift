import Foundation
import IntentFlowAI

/// The feature-folder layout `intentflow feature --mode ai` writes: `<output>/<Feature>/<Feature>.intentflow.yaml`
/// beside the feature's code.
public enum FeatureFolder {
    /// The output directory that puts generated code back beside manifests kept in feature folders: the directory
    /// holding every manifest's `<Feature>/` folder, when they all share one; `nil` when any manifest lies elsewhere.
    public static func output(of manifests: [(url: URL, manifest: Manifest)]) -> URL? {
        var shared: URL?
        for (url, manifest) in manifests {
            let folder = url.standardizedFileURL.deletingLastPathComponent()
            guard folder.lastPathComponent == manifest.feature else { return nil }
            let parent = folder.deletingLastPathComponent()
            if let shared, shared.path != parent.path { return nil }
            shared = parent
        }
        return shared
    }
}
