#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

/// Where a pack was found.
package enum PackOrigin: Hashable, Sendable {
    /// Compiled into the binary (the default pack from `Templates/`).
    case builtIn
    /// A team pack in the project's `.intentflow/packs/<name>/`.
    case project(URL)
    /// A directory named by path (`--pack ./packs/acme`).
    case directory(URL)
    /// A folder of a git repository, checked out at `commit` in the pack cache (``GitPackCache``).
    case git(GitPackSource, commit: String, directory: URL)

    /// The pack's directory on disk, if it has one.
    package var directory: URL? {
        switch self {
        case .builtIn: nil
        case .project(let url), .directory(let url), .git(_, _, let url): url
        }
    }

    /// The full commit hash a git pack was loaded at (what the generated-files record pins); `nil` for other packs.
    package var gitCommit: String? {
        if case .git(_, let commit, _) = self { return commit }
        return nil
    }

    /// The git source a pack was loaded from; `nil` for other packs.
    package var gitSource: GitPackSource? {
        if case .git(let source, _, _) = self { return source }
        return nil
    }

    /// A word for listings: `built-in`, `project` or `path`.
    package var kind: String {
        switch self {
        case .builtIn: "built-in"
        case .project: "project"
        case .directory: "path"
        case .git: "git"
        }
    }
}
