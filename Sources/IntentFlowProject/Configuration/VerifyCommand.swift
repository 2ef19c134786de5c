import IntentFlowManifest

/// The command that runs a repository's tests, as agent surfaces and ai-context bundles tell an agent to run it:
/// `verify:` in `.intentflow/config.yaml`.
///
/// `swift test` is right for a package but not for an Xcode app target, so a team names its own:
///
/// ```yaml
/// verify: xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 17'
/// verify: swift test --filter {{feature}}
/// ```
///
/// `{{feature}}` is the only placeholder: a surface or bundle about one feature replaces it with the feature's name
/// (`LoginFlowTests` runs with `swift test --filter Login`); the root surfaces, which cover every feature, then name
/// the command once per feature in their index.
package struct VerifyCommand: Hashable, Sendable {
    /// The placeholder a feature's name replaces.
    package static let featurePlaceholder = "{{feature}}"
    /// What surfaces say when `verify:` is not set.
    package static let standard = VerifyCommand(unchecked: "swift test")

    /// The command as configured, placeholder included.
    package let template: String

    /// Whether the command names a feature, and so differs per feature.
    package var isPerFeature: Bool { template.contains(Self.featurePlaceholder) }

    /// The command for `feature` (the placeholder replaced by its Swift name).
    package func command(feature: String) -> String {
        template.replacingEvery(Self.featurePlaceholder, with: feature)
    }

    /// Checks a configured command: one non-empty line whose only `{{…}}` is `{{feature}}`.
    ///
    /// - Throws: ``LocatedError`` (rule `config.invalid-value`) at the value, for anything else.
    package init(_ template: String, at location: SourceLocation) throws(LocatedError) {
        let trimmed = template.trimmingWhitespace()
        func invalid(_ why: String) -> LocatedError {
            LocatedError("'verify' \(why)", at: location, rule: "config.invalid-value")
        }
        guard !trimmed.isEmpty else { throw invalid("must be a command, not empty") }
        guard !trimmed.contains("\n"), !trimmed.contains("\r") else {
            throw invalid("must be one command on one line (join steps with &&)")
        }
        let other = trimmed.replacingEvery(Self.featurePlaceholder, with: "")
        guard !other.contains("{{"), !other.contains("}}") else {
            throw invalid("may use only the placeholder {{feature}}; got '\(trimmed)'")
        }
        self.template = trimmed
    }

    /// Reads `verify:` from its YAML node, which must be a string.
    package init(_ node: YAMLNode) throws(LocatedError) {
        guard let text = node.scalar else {
            throw LocatedError(
                "'verify' must be a string, not \(node.kindDescription)", at: node.location,
                rule: "config.invalid-value")
        }
        try self.init(text, at: node.location)
    }

    private init(unchecked template: String) { self.template = template }
}
