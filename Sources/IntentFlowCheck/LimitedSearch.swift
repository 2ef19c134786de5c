import IntentFlowManifest
import IntentFlowProject
import IntentFlowText

/// A rule's search over a whole file that survives PCRE2 giving up on a line.
///
/// A pattern with nested repetition can reach PCRE2's match or depth limit on one unlucky line. Treating that as
/// "no match" would hide every later finding in the file, so the search goes on line by line from where PCRE2 gave
/// up: each pathological line costs one limit, the lines after it are still searched, and the lines given up on are
/// reported as a warning naming the rule and the file.
package enum LimitedSearch {
    /// What a search over a file gave up on.
    package struct Outcome: Sendable, Hashable {
        /// The 0-based lines on which PCRE2 gave up at its match limit.
        package var limited: [Int] = []
        /// The 0-based line at which the search stopped because the regex work budget was spent; the lines after
        /// it were not searched.
        package var stoppedAt: Int?
    }

    /// Calls `body` with every match of `pattern` in `buffer`, in order, and returns the 0-based lines on which PCRE2
    /// gave up. After the first such line the search runs one line at a time, so a match spanning lines after it is
    /// not found. Each line given up on is spent from `budget`; when it is spent the search stops there.
    package static func matches(
        of pattern: CompiledPattern, in buffer: UnsafeBufferPointer<UInt8>, lines: LineIndex, scratch: PatternScratch,
        budget: RegexWorkBudget, ruleID: String, _ body: (Range<Int>) -> Void
    ) -> Outcome {
        guard
            var from = pattern.forEachMatch(
                in: buffer, scratch: scratch,
                { match in
                    body(match)
                    return true
                })
        else { return Outcome() }
        var outcome = Outcome()
        var line = lines.lineIndex(ofOffset: from)
        guard budget.spend(by: ruleID) else { return Outcome(limited: [line], stoppedAt: line) }
        while line < lines.lineStarts.count {
            // The line's newline stays in its subject, so `$` matches before it as in the whole-file search.
            let end = line + 1 < lines.lineStarts.count ? lines.lineStarts[line + 1] : buffer.count
            let stopped = pattern.forEachMatch(
                in: UnsafeBufferPointer(rebasing: buffer[..<end]), from: from, scratch: scratch
            ) {
                match in
                body(match)
                return true
            }
            if stopped != nil {
                outcome.limited.append(line)
                // The whole-file search already paid for its first limited line.
                if outcome.limited.count > 1, !budget.spend(by: ruleID) {
                    outcome.stoppedAt = line
                    return outcome
                }
            }
            line += 1
            from = end
        }
        return outcome
    }

    /// The warning for the lines of `file` on which `rule`'s search gave up, at the first of them; `nil` when none.
    /// `stopped` says the search stopped at the regex work budget, so the rest of the file was not checked.
    package static func warning(
        for rule: ArchitectureRule, lines limited: [Int], in file: SwiftSourceFile, stopped: Bool = false
    ) -> Diagnostic? {
        guard let first = limited.first else { return nil }
        let others = limited.count > 1 ? " and \(limited.count - 1) more line\(limited.count == 2 ? "" : "s")" : ""
        let rest = stopped ? "" : "; the rest of the file was checked"
        let message =
            "rule '\(rule.id)' reached PCRE2's match limit on this line of \(file.relativePath)\(others), so its "
            + "matches there are not reported\(rest). Simplify the rule's pattern "
            + "(nested repetition such as '(a+)+' backtracks without end) at \(rule.location)"
        return Diagnostic(
            .warning, message, at: file.location(ofOffset: file.lines.lineStarts[first]), rule: "rules.match-limit")
    }

    /// The warning for a search of `rule` stopped at `line` of `file` because the regex work budget was spent.
    static func stopWarning(for rule: ArchitectureRule, at line: Int, in file: SwiftSourceFile, budget: RegexWorkBudget)
        -> Diagnostic
    {
        let message =
            "rule '\(rule.id)' stopped at this line of \(file.relativePath): \(budget.spentBound) is spent, so "
            + "the rest of the file was not checked by it. Simplify the rule's pattern at \(rule.location)"
        return Diagnostic(
            .warning, message, at: file.location(ofOffset: file.lines.lineStarts[line]), rule: "rules.work-limit")
    }

    /// The warning for a rule not run over `file` at all: it reached the match limit after the run's budget was spent.
    static func skipWarning(for rule: ArchitectureRule, in file: SwiftSourceFile, budget: RegexWorkBudget)
        -> Diagnostic
    {
        let message =
            "rule '\(rule.id)' was not run over \(file.relativePath): \(budget.spentBound) is spent and the rule "
            + "reached the limit again. Simplify the rule's pattern at \(rule.location)"
        return Diagnostic(.warning, message, at: file.location(ofOffset: 0), rule: "rules.work-limit")
    }
}
