import IntentFlowManifest
import IntentFlowProject

/// The architecture rules in force: the default pack's, then each extending pack's, then a `--rules` file's, merged
/// by id and compiled.
///
/// A later file's entry with a new id adds a rule; one with an inherited id changes only the fields it gives
/// (`severity: warning` alone downgrades a rule); `disabled: true` removes it.
package struct RuleSet: Sendable {
    /// The rules, in the order they were first declared.
    package var rules: [ArchitectureRule]

    /// Creates a rule set.
    package init(rules: [ArchitectureRule] = []) {
        self.rules = rules
    }

    /// Merges `files` (base first) and compiles every rule left enabled. Errors of the files themselves are
    /// returned too, with located errors for a missing message or pattern and for a pattern or glob that does not
    /// compile (the column is PCRE2's offset within the pattern).
    package static func resolve(_ files: [RulesFile]) -> (ruleSet: RuleSet, diagnostics: [Diagnostic]) {
        var diagnostics = files.flatMap(\.diagnostics)
        var order: [String] = []
        var merged: [String: RuleEntry] = [:]
        for file in files {
            for entry in file.entries {
                if let base = merged[entry.id] {
                    merged[entry.id] = entry.overriding(base)
                } else {
                    order.append(entry.id)
                    merged[entry.id] = entry
                }
            }
        }
        var rules: [ArchitectureRule] = []
        for id in order {
            guard let entry = merged[id], entry.disabled?.value != true else { continue }
            switch compile(entry) {
            case .success(let rule): rules.append(rule)
            case .failure(let problems): diagnostics += problems.diagnostics
            }
        }
        return (RuleSet(rules: rules), diagnostics)
    }

    /// Located problems with one merged entry.
    private struct EntryProblems: Error {
        var diagnostics: [Diagnostic]
    }

    private static func compile(_ entry: RuleEntry) -> Result<ArchitectureRule, EntryProblems> {
        var problems: [Diagnostic] = []
        for (name, present) in [("message", entry.message != nil), ("pattern", entry.pattern != nil)] where !present {
            problems.append(
                Diagnostic(
                    .error, "rule '\(entry.id)' needs a '\(name)'", at: entry.location, rule: "rules.missing-field"))
        }
        var pattern: CompiledPattern?
        if let field = entry.pattern {
            do {
                pattern = try CompiledPattern(field.value)
            } catch {
                problems.append(
                    Diagnostic(
                        .error, "the pattern of rule '\(entry.id)' does not compile: \(error.message)",
                        at: field.node.location(ofScalarOffset: error.scalarOffset), rule: "rules.invalid-pattern"))
            }
        }
        let include = globs(entry.include ?? [], rule: entry.id, problems: &problems)
        let exclude = globs(entry.exclude ?? [], rule: entry.id, problems: &problems)
        guard problems.isEmpty, let pattern, let message = entry.message?.value else {
            return .failure(EntryProblems(diagnostics: problems))
        }
        return .success(
            ArchitectureRule(
                id: entry.id, message: message, severity: entry.severity?.value ?? .error, pattern: pattern,
                include: include, exclude: exclude, scope: entry.scope?.value ?? .code, location: entry.location))
    }

    private static func globs(
        _ fields: [RuleEntry.Field<String>], rule: String, problems: inout [Diagnostic]
    ) -> [PathGlob] {
        fields.compactMap { field -> PathGlob? in
            do throws(PatternError) {
                return try PathGlob(field.value)
            } catch {
                problems.append(
                    Diagnostic(
                        .error, "a glob of rule '\(rule)' is malformed: \(error.message)",
                        at: field.node.location(ofScalarOffset: error.scalarOffset), rule: "rules.invalid-glob"))
                return nil
            }
        }
    }
}
