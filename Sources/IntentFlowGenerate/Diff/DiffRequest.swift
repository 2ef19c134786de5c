#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `intentflow diff` (and the MCP `diff` tool) is asked to compare: the manifests below `paths` at `base`
/// against the same paths in the working tree.
package struct DiffRequest: Sendable {
    /// The manifest files and directories to compare, as written (relative to ``workingDirectory``); a directory
    /// means every `*.intentflow.yaml` below it, as for every command.
    package var paths: [String]
    /// A git revision (`HEAD`, `origin/main`, a commit), or a path to a folder or manifest holding the base side; a
    /// path that exists wins over a revision of the same spelling.
    package var base: String
    /// The directory paths are resolved against, and the repository is found from.
    package var workingDirectory: URL
    /// The environment git runs with.
    package var environment: [String: String]
    /// A git revision to read the other side from instead of the working tree (comparing two commits of a
    /// repository's history); `nil` for the working tree.
    package var head: String? = nil

    /// The revision compared against when none is given.
    package static let defaultBase = "HEAD"

    /// Creates a request; no paths means the working directory.
    package init(paths: [String], base: String = defaultBase, workingDirectory: URL, environment: [String: String]) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.base = base
        self.workingDirectory = workingDirectory
        self.environment = environment
    }
}
