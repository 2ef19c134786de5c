import IntentFlowManifest
import IntentFlowProject

/// Runs architecture rules over Swift files, in order: every pattern JIT-compiled, each file's bytes read once.
///
/// Most files break no rule, so the work is arranged for them: one pass over a file's bytes finds which rules' required
/// literals it holds (``RulePrefilter``), and only the rules that may match run their patterns — over the file's code,
/// blanked only then. A file no rule can match in is never blanked, indexed by line or searched by PCRE2: without
/// this, `check` with 20 plain rules over 100,000 lines took 1.8× `grep -rnP`, outside its goal of 1.5×.
package struct RuleEngine: Sendable {
    /// The rules, in the order findings are reported at equal positions.
    package let rules: [ArchitectureRule]
    private let prefilter: RulePrefilter
    /// The rules, grouped by their globs: a group's globs are matched once per file for all its rules.
    private let globGroups: [[Int]]
    /// Each rule's scope, read without copying the rule.
    private let scopes: [ArchitectureRule.Scope]

    /// Creates an engine for a set of rules.
    package init(rules: [ArchitectureRule]) {
        self.rules = rules
        prefilter = RulePrefilter(rules: rules)
        var groups: [[[String]]: [Int]] = [:]
        var order: [[[String]]] = []
        for (index, rule) in rules.enumerated() {
            let key = [rule.include.map(\.pattern), rule.exclude.map(\.pattern)]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        globGroups = order.compactMap { groups[$0] }
        scopes = rules.map(\.scope)
    }

    /// The findings of every rule in every file, suppression comments applied, ordered by file and position.
    package func findings(in files: [SwiftSourceFile]) -> [Diagnostic] {
        guard !rules.isEmpty, !files.isEmpty else { return [] }
        let scratch = PatternScratch()
        let budget = RegexWorkBudget()
        // A cancelled task (an MCP client gave up on its `check`) stops at the next file; the check throws then.
        return files.lazy.prefix { _ in !Task.isCancelled }.flatMap {
            findings(in: $0, scratch: scratch, budget: budget)
        }
    }

    /// The findings in one file; `budget` bounds the regex work of the run the file belongs to.
    package func findings(
        in file: SwiftSourceFile, scratch: PatternScratch = PatternScratch(),
        budget: RegexWorkBudget = RegexWorkBudget()
    ) -> [Diagnostic] {
        let candidates = file.text.withUnsafeBufferPointer { text in
            prefilter.candidates(among: selection(for: file.relativePath, scratch: scratch), in: text)
        }
        return findings(in: file, rules: candidates, scratch: scratch, budget: budget)
    }

    /// The findings in a file not yet read as a ``SwiftSourceFile``: it is blanked and indexed only when some rule
    /// may match in it. `path` is the path diagnostics print, `relativePath` the one rule globs match.
    package func findings(
        inText text: [UInt8], path: String, relativePath: String, scratch: PatternScratch = PatternScratch(),
        budget: RegexWorkBudget = RegexWorkBudget()
    ) -> [Diagnostic] {
        guard !rules.isEmpty else { return [] }
        let candidates = text.withUnsafeBufferPointer { buffer in
            prefilter.candidates(among: selection(for: relativePath, scratch: scratch), in: buffer)
        }
        guard !candidates.isEmpty else { return [] }
        let file = SwiftSourceFile(path: path, relativePath: relativePath, text: text)
        return findings(in: file, rules: candidates, scratch: scratch, budget: budget)
    }

    /// The rules whose globs select `relativePath`, in the rules' order.
    private func selection(for relativePath: String, scratch: PatternScratch) -> RuleSelection {
        var selected: [Int] = []
        for group in globGroups {
            guard let first = group.first, rules[first].applies(to: relativePath, scratch: scratch) else { continue }
            selected += group
        }
        if globGroups.count > 1 { selected.sort() }
        var selection = RuleSelection()
        for index in selected {
            switch scopes[index] {
            case .code: selection.code.append(index)
            case .any: selection.any.append(index)
            }
        }
        return selection
    }

    /// Each rule of `selection` run over the whole file, one finding per rule and line, within `budget`.
    private func findings(
        in file: SwiftSourceFile, rules selection: RuleSelection, scratch: PatternScratch, budget: RegexWorkBudget
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        budget.startFile()
        for scope in ArchitectureRule.Scope.allCases {
            let indices = selection.indices(for: scope)
            guard !indices.isEmpty else { continue }
            let bytes = scope == .code ? file.code : file.text
            bytes.withUnsafeBufferPointer { buffer in
                for index in indices {
                    diagnostics += findings(
                        of: rules[index], in: file, buffer: buffer, scratch: scratch, budget: budget)
                }
            }
        }
        return diagnostics.sortedByLocation()
    }

    /// One rule's findings in one file, with the warnings for where PCRE2 or the budget stopped its search.
    private func findings(
        of rule: ArchitectureRule, in file: SwiftSourceFile, buffer: UnsafeBufferPointer<UInt8>,
        scratch: PatternScratch, budget: RegexWorkBudget
    ) -> [Diagnostic] {
        guard !budget.isStopped(rule.id) else {
            return [LimitedSearch.skipWarning(for: rule, in: file, budget: budget)]
        }
        var diagnostics: [Diagnostic] = []
        var lastLine = -1
        let outcome = LimitedSearch.matches(
            of: rule.pattern, in: buffer, lines: file.lines, scratch: scratch, budget: budget, ruleID: rule.id
        ) { match in
            let location = file.location(ofOffset: match.lowerBound)
            // One finding per rule and line: `await a(await b)` is one mistake to fix, not two.
            guard location.line != lastLine else { return }
            lastLine = location.line
            if !SuppressionComments.isSuppressed(rule.id, line: location.line, in: file) {
                diagnostics.append(Diagnostic(rule.severity, rule.message, at: location, rule: rule.id))
            }
        }
        if let warning = LimitedSearch.warning(
            for: rule, lines: outcome.limited, in: file, stopped: outcome.stoppedAt != nil)
        {
            diagnostics.append(warning)
        }
        if let line = outcome.stoppedAt {
            diagnostics.append(LimitedSearch.stopWarning(for: rule, at: line, in: file, budget: budget))
        }
        return diagnostics
    }
}
