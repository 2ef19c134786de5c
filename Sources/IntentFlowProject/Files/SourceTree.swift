#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Swift files below a root, found by the walk every command shares (``FileWalk``: build products, version
/// control, dependencies and hidden directories but `.intentflow` skipped, only regular files, links never followed
/// out of the root). Paths are relative to the root, `/`-separated and sorted.
///
/// `check` lists its Swift files through ``ManifestSet`` (one walk for both kinds of file); this is for commands that
/// need the Swift files of a tree without its manifests, such as `ai-context`.
package struct SourceTree: Sendable {
    /// Swift files (`*.swift`).
    package var swiftFiles: [String]

    /// Lists the Swift files below `root`.
    package static func scan(_ root: URL) throws(FileWalk.Failure) -> SourceTree {
        SourceTree(swiftFiles: try FileWalk.walk(root, suffixes: [".swift"]).files)
    }
}
