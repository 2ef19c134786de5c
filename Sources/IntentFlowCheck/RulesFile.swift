import IntentFlowManifest

/// A rules file as read: its entries in order and what was wrong with it.
///
/// Entries are not yet merged with inherited rules nor compiled; ``RuleSet/resolve(_:)`` does both.
package struct RulesFile: Sendable {
    /// The file's path as diagnostics print it.
    package var path: String
    /// The well-formed entries, in order.
    package var entries: [RuleEntry]
    /// Located errors: syntax, unknown keys, missing or invalid fields, duplicate ids.
    package var diagnostics: [Diagnostic]

    /// Creates a rules file.
    package init(path: String, entries: [RuleEntry] = [], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.entries = entries
        self.diagnostics = diagnostics
    }
}
