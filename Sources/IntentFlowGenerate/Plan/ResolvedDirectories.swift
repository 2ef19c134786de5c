#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the directories of a run's files lead once their symbolic links are resolved, worked out once before the
/// files are placed (``OutputDirectory/path(of:in:)``) and then shared, read-only, by every worker.
///
/// A directory that is not itself a symbolic link leads where its parent leads, followed by its name, so each
/// directory costs one `lstat` rather than a `realpath` (a `readlink` per component) for every file in it. Only
/// directories that lead inside the output directory, and nowhere through a `.git` directory, are kept: a file in
/// any other is checked on its own, which reports why it may not be written there.
struct ResolvedDirectories: Sendable {
    /// The resolved path of each directory that passed, by the directory's path as joined.
    let passed: [String: String]

    /// No directories: every file is checked on its own.
    init() {
        passed = [:]
    }

    /// Resolves the directories that `relativePaths` (paths of files inside `root`) lie in.
    init(_ relativePaths: some Sequence<String>, in root: OutputDirectory) {
        var resolutions: [String: String?] = [:]
        var passed: [String: String] = [:]
        for relativePath in relativePaths {
            guard (try? OutputDirectory.validate(relativePath)) != nil,
                let (directory, _) = OutputDirectory.split(root.joined(relativePath)), passed[directory] == nil
            else { continue }
            if let resolved = Self.resolve(directory, below: root, into: &resolutions), root.admits(directory: resolved) {
                passed[directory] = resolved
            }
        }
        self.passed = passed
    }

    /// The resolution of `directory`, reusing and filling `resolutions`; `nil` when a dangling symbolic link lies on
    /// the way.
    private static func resolve(
        _ directory: String, below root: OutputDirectory, into resolutions: inout [String: String?]
    ) -> String? {
        if let known = resolutions[directory] { return known }
        let resolved: String?
        if directory.hasPrefix(root.prefix), let (parent, name) = OutputDirectory.split(directory),
            !OutputDirectory.isSymbolicLink(directory)
        {
            resolved = resolve(parent, below: root, into: &resolutions).map { ($0 == "/" ? "" : $0) + "/" + name }
        } else {
            // The output directory itself, or a symbolic link: resolved in full.
            resolved = OutputDirectory.resolve(directory, leadingFurther: true)
        }
        resolutions[directory] = resolved
        return resolved
    }
}
