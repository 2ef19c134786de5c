/// The bound on regex work in one file and in one run of `check`, counted in searches that reached PCRE2's match
/// limit: each such search costs the whole limit (millions of backtracking steps), so their number is the work.
///
/// PCRE2's match limit bounds one search, not a file: a pattern that reaches it on every line of a 5,000-line file
/// costs 5,000 limits (over 20 s). With this budget a rule stops in a file after ``fileSearches`` such searches, and
/// once the run has spent ``runSearches`` a rule that reaches the limit again is no longer run at all; each stop is a
/// located warning naming the rule and the file, never a silent pass.
///
/// Not shared between threads: like ``PatternScratch``, each worker of a run holds its own.
package final class RegexWorkBudget {
    /// How many searches at the match limit one file may cost, all rules together.
    package let fileSearches: Int
    /// How many searches at the match limit one run may cost, all files together.
    package let runSearches: Int
    /// The default of ``fileSearches``.
    package static let defaultFileSearches = 8
    /// The default of ``runSearches``.
    package static let defaultRunSearches = 64

    /// The searches at the limit spent in the current file.
    private var fileSpent = 0
    /// The searches at the limit spent in the run.
    package private(set) var runSpent = 0
    /// The rules (by id) that reached the limit after the run's budget was spent: they are not run again.
    private var stoppedRules: Set<String> = []

    /// Creates a budget with nothing spent.
    package init(
        fileSearches: Int = RegexWorkBudget.defaultFileSearches, runSearches: Int = RegexWorkBudget.defaultRunSearches
    ) {
        self.fileSearches = fileSearches
        self.runSearches = runSearches
    }

    /// Starts a new file: its own bound is fresh, the run's is not.
    func startFile() { fileSpent = 0 }

    /// Whether the run's budget is spent and `ruleID` reached the limit since: the rule is not run again.
    func isStopped(_ ruleID: String) -> Bool { stoppedRules.contains(ruleID) }

    /// Counts one search at the match limit by `ruleID`; `false` when that search spent the file's or the run's
    /// budget, so the rule must stop searching the file.
    func spend(by ruleID: String) -> Bool {
        fileSpent += 1
        runSpent += 1
        if runSpent >= runSearches { stoppedRules.insert(ruleID) }
        return fileSpent < fileSearches && runSpent < runSearches
    }

    /// Why a search stopped, for the warning: which of the two bounds was reached.
    var spentBound: String {
        runSpent >= runSearches
            ? "the run's bound on regex work (\(runSearches) searches at PCRE2's match limit)"
            : "one file's bound on regex work (\(fileSearches) searches at PCRE2's match limit)"
    }
}
