import IntentFlowManifest

/// A rules file as read: its entries in order and what was wrong with it.
///
/// Entries are not yet merged with inherited rules nor compiled; ``RuleSet/resolve(_:)`` does both.
public struct RulesFile: Sendable {
    /// The file's path as diagnostics print it.
    public var path: String
    /// The well-formed entries, in order.
    public var entries: [RuleEntry]
    /// Located errors: syntax, unknown keys, missing or invalid fields, duplicate ids.
    public var diagnostics: [Diagnostic]

    /// Creates a rules file.
    public init(path: String, entries: [RuleEntry] = [], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.entries = entries
        self.diagnostics = diagnostics
    }
}
