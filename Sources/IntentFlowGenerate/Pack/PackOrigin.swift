import Foundation

/// Where a pack was found.
public enum PackOrigin: Hashable, Sendable {
    /// Compiled into the binary (the default pack from `Templates/`).
    case builtIn
    /// A team pack in the project's `.intentflow/packs/<name>/`.
    case project(URL)
    /// A directory named by path (`--pack ./packs/acme`).
    case directory(URL)

    /// The pack's directory on disk, if it has one.
    public var directory: URL? {
        switch self {
        case .builtIn: nil
        case .project(let url), .directory(let url): url
        }
    }

    /// A word for listings: `built-in`, `project` or `path`.
    public var kind: String {
        switch self {
        case .builtIn: "built-in"
        case .project: "project"
        case .directory: "path"
        }
    }
}
