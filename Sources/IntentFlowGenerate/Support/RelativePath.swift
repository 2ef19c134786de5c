import Foundation

/// Relative spellings of file paths.
public enum RelativePath {
    /// The path that leads from the directory `base` to `url`, with `..` steps where `url` is outside `base`
    /// (`"."` when they are the same).
    public static func from(_ base: URL, to url: URL) -> String {
        let baseParts = base.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let parts = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var shared = 0
        while shared < baseParts.count, shared < parts.count, baseParts[shared] == parts[shared] { shared += 1 }
        let steps = Array(repeating: "..", count: baseParts.count - shared) + parts[shared...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }
}
