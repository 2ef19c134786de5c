import IntentFlowManifest

/// One entry of a rules file as written, before it is merged with the rules of the packs it extends.
///
/// Every field but `id` is optional here: an entry whose id names an inherited rule changes only the fields it gives.
/// A field keeps where it is written, so a mistake found after merging (a broken pattern, a bad glob) still points at
/// the line and column that caused it.
package struct RuleEntry: Sendable {
    /// A field's value and the YAML node it was read from.
    package struct Field<Value: Sendable>: Sendable {
        /// The value.
        package var value: Value
        /// The node, which knows where the value and each character of it is written.
        package var node: YAMLNode

        /// Creates a field.
        package init(_ value: Value, node: YAMLNode) {
            self.value = value
            self.node = node
        }

        /// Where the value is written.
        package var location: SourceLocation { node.location }
    }

    /// The rule's id.
    package var id: String
    /// Where the entry starts.
    package var location: SourceLocation
    /// `message:`.
    package var message: Field<String>?
    /// `severity:` (`error` or `warning`).
    package var severity: Field<Diagnostic.Severity>?
    /// `pattern:`, a PCRE2 expression.
    package var pattern: Field<String>?
    /// `include:`, one glob or a list.
    package var include: [Field<String>]?
    /// `exclude:`, one glob or a list.
    package var exclude: [Field<String>]?
    /// `in:` (`code` or `any`).
    package var scope: Field<ArchitectureRule.Scope>?
    /// `disabled:`; `true` removes an inherited rule.
    package var disabled: Field<Bool>?

    /// Creates an entry with only an id.
    package init(id: String, location: SourceLocation) {
        self.id = id
        self.location = location
    }

    /// This entry's fields laid over `base`'s: what this entry gives wins, the rest is inherited.
    package func overriding(_ base: RuleEntry) -> RuleEntry {
        var merged = base
        merged.location = location
        if let message { merged.message = message }
        if let severity { merged.severity = severity }
        if let pattern { merged.pattern = pattern }
        if let include { merged.include = include }
        if let exclude { merged.exclude = exclude }
        if let scope { merged.scope = scope }
        if let disabled { merged.disabled = disabled }
        return merged
    }
}
