import Foundation
import IntentFlowAI

/// The `exclude` globs of a walk: the command line's, relative to the walked directory, and the configuration's,
/// relative to the project root (they apply to any walk inside the project). A glob that names a directory leaves
/// out everything below it: the walk does not enter it.
struct ExcludeGlobs {
    private let globs: [PathGlob]
    private let projectGlobs: [PathGlob]
    private let projectRoot: String?
    private let scratch = PatternScratch()

    /// Compiles the globs.
    ///
    /// - Throws: ``GeneratorError`` for a malformed glob.
    init(_ patterns: [String], projectGlobs projectPatterns: [String], projectRoot root: URL?) throws(GeneratorError) {
        globs = try Self.compile(patterns)
        projectGlobs = try Self.compile(projectPatterns)
        projectRoot = root.map { FileWalk.realPath($0.path) ?? $0.standardizedFileURL.path }
    }

    /// Whether `relative`, a path below the walked directory `root`, is left out.
    func excludes(_ relative: String, below root: URL) -> Bool {
        if globs.contains(where: { $0.matches(relative, scratch: scratch) }) { return true }
        guard !projectGlobs.isEmpty, let inProject = pathInProject(relative, below: root) else { return false }
        return projectGlobs.contains { $0.matches(inProject, scratch: scratch) }
    }

    /// `relative` as a path below the project root, or `nil` when the walk is outside the project.
    private func pathInProject(_ relative: String, below root: URL) -> String? {
        guard let projectRoot, let walked = FileWalk.realPath(root.path) else { return nil }
        if walked == projectRoot { return relative }
        guard walked.hasPrefix(projectRoot + "/") else { return nil }
        return String(walked.dropFirst(projectRoot.count + 1)) + "/" + relative
    }

    private static func compile(_ patterns: [String]) throws(GeneratorError) -> [PathGlob] {
        var compiled: [PathGlob] = []
        for pattern in patterns {
            do {
                compiled.append(try PathGlob(pattern))
            } catch {
                throw GeneratorError(
                    "the exclude glob '\(pattern)' is malformed: \(error.message)",
                    at: SourceLocation(file: "<command line>", line: 1, column: 1), rule: ManifestRule.unreadable.id)
            }
        }
        return compiled
    }
}
