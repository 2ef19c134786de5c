import Foundation

/// Finds the manifests a command names: files as given, and every `*.intentflow.yaml` below a directory.
public enum ManifestDiscovery {
    /// The suffix of manifest files.
    public static let suffix = ".intentflow.yaml"

    /// The manifest files the inputs name, in order, without repeats. Directories are searched recursively (hidden
    /// directories and `.build` skipped) and their manifests sorted by path.
    ///
    /// - Throws: ``GeneratorError`` (rule `generate.not-found`) for an input that does not exist.
    public static func manifests(in inputs: [URL], shownAs shown: [String]) throws(GeneratorError) -> [URL] {
        var result: [URL] = []
        var seen = Set<String>()
        for (index, input) in inputs.enumerated() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory) else {
                let name = index < shown.count ? shown[index] : input.path
                throw GeneratorError(
                    "no such file or directory", at: .init(file: name, line: 1, column: 1), rule: "generate.not-found")
            }
            var found: [URL] = []
            if isDirectory.boolValue {
                if let enumerator = FileManager.default.enumerator(
                    at: input, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
                {
                    for case let url as URL in enumerator {
                        if url.lastPathComponent == ".build" {
                            enumerator.skipDescendants()
                        } else if url.lastPathComponent.hasSuffix(suffix) {
                            found.append(url)
                        }
                    }
                }
                found.sort { $0.path < $1.path }
            } else {
                found = [input]
            }
            for url in found where seen.insert(url.standardizedFileURL.path).inserted {
                result.append(url)
            }
        }
        return result
    }
}
