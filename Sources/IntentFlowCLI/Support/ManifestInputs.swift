import Foundation
import IntentFlowAI

/// The manifest files named on a command line: files as given, directories expanded to every `*.intentflow.yaml`
/// below them (sorted), and a diagnostic for each path that does not exist or holds no manifest.
struct ManifestInputs {
    /// One manifest file to load.
    struct File {
        /// Where it is.
        var url: URL
        /// How diagnostics name it: the path as the user wrote it (joined with the path below a directory).
        var displayPath: String
    }

    /// The files, in command-line order (a directory's files sorted by path).
    var files: [File] = []
    /// `manifest.unreadable` errors for missing paths and directories without manifests.
    var problems: [Diagnostic] = []

    /// The suffix a manifest file name ends with.
    static let suffix = ".intentflow.yaml"

    /// Expands command-line paths.
    static func collect(_ paths: [String], in context: CommandContext) -> ManifestInputs {
        var inputs = ManifestInputs()
        let fileManager = FileManager.default
        for path in paths {
            let url = context.url(forPath: path)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                inputs.problems.append(problem("no such file or directory", path: path))
                continue
            }
            guard isDirectory.boolValue else {
                inputs.files.append(File(url: url, displayPath: path))
                continue
            }
            let found = manifests(under: url)
            if found.isEmpty {
                inputs.problems.append(problem("no *\(suffix) files in this directory", path: path))
            }
            let base = path.hasSuffix("/") ? path : path + "/"
            for relative in found {
                inputs.files.append(File(url: url.appendingPathComponent(relative), displayPath: base + relative))
            }
        }
        return inputs
    }

    /// Relative paths of every manifest below `directory`, sorted.
    private static func manifests(under directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(suffix) { found.append(relative) }
        }
        return found.sorted()
    }

    private static func problem(_ message: String, path: String) -> Diagnostic {
        Diagnostic(
            .error, "cannot read '\(path)': \(message)", at: SourceLocation(file: path, line: 1, column: 1),
            rule: ManifestRule.unreadable.id)
    }
}
