import IntentFlowManifest

/// What `intentflow check` found, and how much it looked at.
package struct CheckReport: Sendable {
    /// Every finding, ordered by file and position: drift, rule violations, manifest and rules-file errors.
    package var diagnostics: [Diagnostic]
    /// How many Swift files were read.
    package var swiftFileCount: Int
    /// How many manifests were read.
    package var manifestCount: Int
    /// How many architecture rules were in force.
    package var ruleCount: Int
    /// The features compared with their manifests: which Swift files belong to which manifest, so a finding
    /// located at a manifest can be told to concern an edited file of its feature.
    package var features: [CheckedFeature] = []

    /// Creates a report.
    package init(diagnostics: [Diagnostic], swiftFileCount: Int, manifestCount: Int, ruleCount: Int) {
        self.diagnostics = diagnostics
        self.swiftFileCount = swiftFileCount
        self.manifestCount = manifestCount
        self.ruleCount = ruleCount
    }

    /// Whether the check fails: any error, or with `strict` any warning too.
    package func fails(strict: Bool) -> Bool {
        diagnostics.hasErrors || (strict && diagnostics.hasWarnings)
    }
}

/// One manifest's feature as `check` found it: the manifest's path and the paths of its Swift code (contract enums,
/// the files declaring or extending its flow), as diagnostics print them.
package struct CheckedFeature: Hashable, Sendable {
    /// The manifest's path.
    package var manifestPath: String
    /// The feature's Swift files.
    package var swiftPaths: Set<String>

    /// Creates a feature.
    package init(manifestPath: String, swiftPaths: Set<String>) {
        self.manifestPath = manifestPath
        self.swiftPaths = swiftPaths
    }

    /// Whether `path` is the manifest or one of the feature's Swift files.
    package func contains(_ path: String) -> Bool { path == manifestPath || swiftPaths.contains(path) }
}
