#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The output `check --build-stamp` writes when a check passes: a Swift file holding only a comment.
///
/// A build system reruns a command only when its declared inputs change, and it needs an output to compare them
/// against; `IntentFlowBuildPlugin` declares this file as that output. It is Swift so SwiftPM compiles it (to nothing)
/// instead of bundling it as a resource.
enum BuildStamp {
    /// The file's text for a check of `manifests` manifests and `swiftFiles` Swift files.
    static func contents(manifests: Int, swiftFiles: Int) -> String {
        "// intentflow check passed: \(manifests) manifest(s), \(swiftFiles) Swift file(s). Written by the build; "
            + "do not edit.\n"
    }

    /// Writes the stamp at `url`, creating its directory; unchanged text is not rewritten.
    static func write(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
