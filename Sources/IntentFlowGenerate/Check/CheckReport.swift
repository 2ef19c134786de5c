import IntentFlowAI

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
