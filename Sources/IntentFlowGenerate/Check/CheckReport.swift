import IntentFlowManifest

/// What `intentflow check` found, and how much it looked at.
public struct CheckReport: Sendable {
    /// Every finding, ordered by file and position: drift, rule violations, manifest and rules-file errors.
    public var diagnostics: [Diagnostic]
    /// How many Swift files were read.
    public var swiftFileCount: Int
    /// How many manifests were read.
    public var manifestCount: Int
    /// How many architecture rules were in force.
    public var ruleCount: Int
    /// The features compared with their manifests: which Swift files belong to which manifest, so a finding
    /// located at a manifest can be told to concern an edited file of its feature.
    public var features: [CheckedFeature] = []

    /// Creates a report.
    public init(diagnostics: [Diagnostic], swiftFileCount: Int, manifestCount: Int, ruleCount: Int) {
        self.diagnostics = diagnostics
        self.swiftFileCount = swiftFileCount
        self.manifestCount = manifestCount
        self.ruleCount = ruleCount
    }

    /// Whether the check fails: any error, or with `strict` any warning too.
    public func fails(strict: Bool) -> Bool {
        diagnostics.hasErrors || (strict && diagnostics.hasWarnings)
    }
}

/// One manifest's feature as `check` found it: the manifest's path and the paths of its Swift code (contract enums,
/// the files declaring or extending its flow), as diagnostics print them.
public struct CheckedFeature: Hashable, Sendable {
    /// The manifest's path.
    public var manifestPath: String
    /// The feature's Swift files.
    public var swiftPaths: Set<String>

    /// Creates a feature.
    public init(manifestPath: String, swiftPaths: Set<String>) {
        self.manifestPath = manifestPath
        self.swiftPaths = swiftPaths
    }

    /// Whether `path` is the manifest or one of the feature's Swift files.
    public func contains(_ path: String) -> Bool { path == manifestPath || swiftPaths.contains(path) }
}
