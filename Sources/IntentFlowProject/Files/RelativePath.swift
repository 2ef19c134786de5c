import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Relative spellings of file paths.
package enum RelativePath {
    /// `url`'s path relative to the directory `base` when it lies inside it, else its absolute path: how a path is
    /// shown to the person who typed it.
    package static func shown(_ url: URL, from base: URL) -> String {
        shown(url.standardizedFileURL.path, from: base)
    }

    /// A path string relative to the directory `base` when it lies inside it, else unchanged.
    package static func shown(_ path: String, from base: URL) -> String {
        let below = ProjectRoot.relative(path, below: base.standardizedFileURL.path)
        return below.flatMap { $0.isEmpty ? nil : $0 } ?? path
    }

    /// The path that leads from the directory `base` to `url`, with `..` steps where `url` is outside `base`
    /// (`"."` when they are the same).
    package static func from(_ base: URL, to url: URL) -> String {
        from(resolvedComponents(of: base), toComponents: resolvedComponents(of: url))
    }

    /// The path that leads from a directory to a path, both given as their ``resolvedComponents(of:)``: for a caller
    /// that relates many paths to one directory.
    package static func from(_ baseParts: [String], toComponents parts: [String]) -> String {
        var shared = 0
        while shared < baseParts.count, shared < parts.count, baseParts[shared] == parts[shared] { shared += 1 }
        let steps = Array(repeating: "..", count: baseParts.count - shared) + parts[shared...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// The components of `url`'s path, standardized and with symbolic links resolved.
    package static func resolvedComponents(of url: URL) -> [String] {
        url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    }
}
