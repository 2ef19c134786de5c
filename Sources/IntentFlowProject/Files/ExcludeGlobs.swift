import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `exclude` globs of a walk: the command line's, relative to the walked directory, and the configuration's,
/// relative to the project root (they apply to any walk inside the project). A glob that names a directory leaves
/// out everything below it: the walk does not enter it.
package struct ExcludeGlobs {
    private let globs: [PathGlob]
    private let projectGlobs: [PathGlob]
    private let projectRoot: String?
    private let scratch = PatternScratch()

    /// Compiles the globs.
    ///
    /// - Throws: ``LocatedError`` for a malformed glob.
    package init(_ patterns: [String], projectGlobs projectPatterns: [String], projectRoot root: URL?)
        throws(LocatedError)
    {
        globs = try Self.compile(patterns)
        projectGlobs = try Self.compile(projectPatterns)
        projectRoot = root.map { FileWalk.realPath($0.path) ?? $0.standardizedFileURL.path }
    }

    /// What is left out of a walk of `root`: a predicate on paths relative to it. Where `root` lies in the project
    /// is worked out once here, not for every path.
    package func excluding(below root: URL) -> (String) -> Bool {
        let prefix = projectPrefix(of: root)
        return { relative in
            if globs.contains(where: { $0.matches(relative, scratch: scratch) }) { return true }
            guard let prefix else { return false }
            return projectGlobs.contains { $0.matches(prefix + relative, scratch: scratch) }
        }
    }

    /// What to put before a path below `root` to make it a path below the project root: `""` for the project root
    /// itself, `"Tests/"` for its `Tests` folder, `nil` when `root` is outside the project or no glob needs it.
    private func projectPrefix(of root: URL) -> String? {
        guard !projectGlobs.isEmpty, let projectRoot, let walked = FileWalk.realPath(root.path) else { return nil }
        guard let below = ProjectRoot.relative(walked, below: projectRoot) else { return nil }
        return below.isEmpty ? "" : below + "/"
    }

    private static func compile(_ patterns: [String]) throws(LocatedError) -> [PathGlob] {
        var compiled: [PathGlob] = []
        for pattern in patterns {
            do {
                compiled.append(try PathGlob(pattern))
            } catch {
                throw LocatedError(
                    "the exclude glob '\(pattern)' is malformed: \(error.message)",
                    at: SourceLocation(file: "<command line>", line: 1, column: 1), rule: ManifestRule.unreadable.id)
            }
        }
        return compiled
    }
}
