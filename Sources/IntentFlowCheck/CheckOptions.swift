#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `intentflow check` checks and with which rules.
package struct CheckOptions: Sendable {
    /// The directory whose Swift files and manifests are checked.
    package var root: URL
    /// What diagnostics print before a path relative to the root: `""` for the working directory, `Examples/` for
    /// `intentflow check Examples`.
    package var displayPrefix: String
    /// `--pack`: a pack name or directory; `nil` for the configured or built-in pack.
    package var pack: String?
    /// `--rules`: extra rules files, applied over the pack's.
    package var rulesFiles: [URL]
    /// `--exclude`: globs (relative to the root) of files and directories not to check, e.g. `Tests/Fixtures/**`.
    /// The `exclude:` globs of `.intentflow/config.yaml` (relative to the project root) apply too, as for `generate`.
    package var exclude: [String]
    /// The directory relative pack paths are resolved against.
    package var workingDirectory: URL

    /// Creates options.
    package init(
        root: URL, displayPrefix: String = "", pack: String? = nil, rulesFiles: [URL] = [], exclude: [String] = [],
        workingDirectory: URL? = nil
    ) {
        self.root = root
        self.displayPrefix = displayPrefix
        self.pack = pack
        self.rulesFiles = rulesFiles
        self.exclude = exclude
        self.workingDirectory = workingDirectory ?? root
    }
}
