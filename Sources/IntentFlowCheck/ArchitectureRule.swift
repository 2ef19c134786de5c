import IntentFlowManifest
import IntentFlowProject

/// One architecture rule of a pack: a PCRE2 pattern that must not match in the files the rule selects.
///
/// Rules are data (see `Docs/Rules.md`): a pack's `rules.yaml` declares them, and a team pack adds its own or changes
/// the default pack's by id. ``RulesFileLoader`` reads them; ``RuleEngine`` runs them.
package struct ArchitectureRule: Sendable {
    /// What text a rule's pattern runs over.
    package enum Scope: String, Sendable, CaseIterable {
        /// The code only: comments and string contents are blanked first, so a word in a comment never matches.
        case code
        /// The file as written, comments and strings included.
        case any
    }

    /// The stable identifier printed with each finding and named by suppression comments, e.g. `flow.no-await`.
    package var id: String
    /// One sentence saying what is wrong and how to fix it.
    package var message: String
    /// Whether a finding fails the check (`error`) or only with `--strict` (`warning`).
    package var severity: Diagnostic.Severity
    /// The compiled pattern; each match is a finding.
    package var pattern: CompiledPattern
    /// Files the rule applies to; empty means every Swift file.
    package var include: [PathGlob]
    /// Files excluded even when included.
    package var exclude: [PathGlob]
    /// Whether the pattern sees code only or the raw text.
    package var scope: Scope
    /// Where the rule is declared (its entry in the rules file).
    package var location: SourceLocation

    /// Creates a rule.
    package init(
        id: String, message: String, severity: Diagnostic.Severity, pattern: CompiledPattern,
        include: [PathGlob] = [], exclude: [PathGlob] = [], scope: Scope = .code, location: SourceLocation
    ) {
        self.id = id
        self.message = message
        self.severity = severity
        self.pattern = pattern
        self.include = include
        self.exclude = exclude
        self.scope = scope
        self.location = location
    }

    /// Whether the rule applies to a file at `relativePath`.
    package func applies(to relativePath: String, scratch: PatternScratch) -> Bool {
        if !include.isEmpty, !include.contains(where: { $0.matches(relativePath, scratch: scratch) }) { return false }
        return !exclude.contains { $0.matches(relativePath, scratch: scratch) }
    }
}
