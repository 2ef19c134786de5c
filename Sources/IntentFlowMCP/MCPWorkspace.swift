import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The directory the server may read and write: its root. Every path a client names is resolved here.
///
/// A path is relative to the root (or absolute); after `..` and symbolic links are resolved it must lie inside the
/// root, so neither `../secret` nor a link pointing out of the repository reaches a file outside it.
package struct MCPWorkspace: Sendable {
    /// The root, with symbolic links resolved.
    package let root: URL

    /// Creates a workspace rooted at `root` (its links resolved when it exists).
    package init(root: URL) {
        let standardized = root.standardizedFileURL
        self.root = Self.resolvingLinks(standardized.path).map { URL(fileURLWithPath: $0) } ?? standardized
    }

    /// The file or directory `path` names, inside the root.
    ///
    /// - Throws: ``MCPToolError`` when the path is empty or lies outside the root.
    package func resolve(_ path: String) throws(MCPToolError) -> URL {
        guard !path.isEmpty, !path.contains("\0") else { throw MCPToolError("'\(path)' is not a path") }
        let joined = ProjectRoot.location(of: path, from: root)
        // A dangling link on the way cannot be followed to check it, so nothing is reached through it.
        guard let resolved = Self.resolvingLinks(joined.standardizedFileURL.path), contains(resolved) else {
            throw MCPToolError("'\(path)' is outside the server's root \(root.path); name a path inside it")
        }
        return URL(fileURLWithPath: resolved)
    }

    /// The root as the one path-containment type sees it: what files below it are opened through.
    package var boundary: ProjectRoot {
        ProjectRoot(root, name: "the server's root")
    }

    /// The bytes of the regular file `path` names, at most `limit` of them, opened below the root without following
    /// a link swapped in after the check and without waiting on a FIFO (``BoundedFileRead/read(_:below:limit:)``).
    ///
    /// - Throws: ``MCPToolError`` when the path is empty or lies outside the root.
    package func read(_ path: String, limit: Int) throws(MCPToolError) -> Result<Data, BoundedFileRead.Failure> {
        BoundedFileRead.read(try resolve(path), below: boundary, limit: limit)
    }

    /// The project's configuration, found walking up from the root: where the server's resources look for it (the
    /// tools that write or check enter the pipeline or the check, which find it themselves).
    ///
    /// - Throws: ``GeneratorError`` when `.intentflow/config.yaml` exists but is invalid.
    package func configuration() throws(GeneratorError) -> ProjectConfiguration {
        try ProjectConfiguration.discover(from: root)
    }

    /// The path of `url` relative to the root (`.` for the root itself).
    package func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        for candidate in [path, Self.resolvingLinks(path) ?? path] {
            if let below = ProjectRoot.relative(candidate, below: root.path) { return below.isEmpty ? "." : below }
        }
        return path
    }

    /// Whether an absolute path with links resolved lies inside the root.
    package func contains(_ path: String) -> Bool {
        ProjectRoot.isInside(path, root.path)
    }

    /// `path` with its links resolved as ``ProjectRoot`` resolves them (the one rule of confinement): the longest
    /// part that exists goes through `realpath`, the rest (a file not written yet) is appended as it is; `nil` when a
    /// dangling link lies on the way.
    static func resolvingLinks(_ path: String) -> String? {
        ProjectRoot.resolve(path)
    }
}
