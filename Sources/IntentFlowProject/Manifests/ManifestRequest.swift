import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What ``ManifestSet/load(_:)`` is asked to read: the paths of a command line and how to walk directories.
package struct ManifestRequest: Sendable {
    /// One path to read: a manifest file or a directory.
    package struct Input: Sendable, Hashable {
        /// Where it is.
        package var url: URL
        /// How diagnostics name it (a directory's files are named after it: `Features/Upload/Upload.intentflow.yaml`
        /// below `Features`); empty, `.` or `./` names them by their path below it alone.
        package var shown: String

        /// Creates an input.
        package init(url: URL, shown: String) {
            self.url = url
            self.shown = shown
        }
    }

    /// The paths, in order.
    package var inputs: [Input]
    /// The directory the configuration is found from (walking up to `.intentflow/`).
    package var workingDirectory: URL
    /// Globs of files and directories to leave out, relative to each directory input (`--exclude`).
    package var exclude: [String]
    /// The project configuration, whose `exclude:` globs (relative to its project root) apply too; `nil` finds it
    /// from ``workingDirectory``.
    package var configuration: ProjectConfiguration?
    /// File name suffixes of other files the walk lists besides manifests (`check` asks for `.swift`).
    package var alsoListing: [String]
    /// Whether a directory input without any manifest is an error (`manifest.unreadable`).
    package var requiresManifests: Bool
    /// The bounds each manifest is read within.
    package var limits: YAMLLimits
    /// The directory children manifests must lie in (the MCP server's root); `nil` means the project root.
    package var confinedTo: URL?

    /// Creates a request.
    package init(
        inputs: [Input], workingDirectory: URL, exclude: [String] = [], configuration: ProjectConfiguration? = nil,
        alsoListing: [String] = [], requiresManifests: Bool = true, limits: YAMLLimits = .default
    ) {
        self.inputs = inputs
        self.workingDirectory = workingDirectory
        self.exclude = exclude
        self.configuration = configuration
        self.alsoListing = alsoListing
        self.requiresManifests = requiresManifests
        self.limits = limits
    }

    /// A request for paths as written on a command line, resolved against `workingDirectory`.
    package init(paths: [String], workingDirectory: URL, exclude: [String] = []) {
        let inputs = paths.map { path in
            let url = ProjectRoot.location(of: path, from: workingDirectory)
            return Input(url: url.standardizedFileURL, shown: path)
        }
        self.init(inputs: inputs, workingDirectory: workingDirectory, exclude: exclude)
    }
}
