import IntentFlowProject

/// What the write policy made of a planned run (``GenerationResult/carryOut()``): the one place `--check`,
/// `--dry-run`, conflicts and a failed write are decided, for the CLI and the MCP server alike. Each caller only
/// prints it, and maps ``isFinding`` to its own way of failing (exit 1, a tool error).
package struct WriteOutcome: Sendable {
    /// What was done with the plan.
    package enum Action: Sendable {
        /// `--check`: nothing written; a finding when anything would change.
        case checked
        /// `--dry-run`: nothing written; a finding when the plan has conflicts.
        case planned
        /// The plan has conflicts and the run may write: nothing was written.
        case refused
        /// Every file of the plan, the record and its bases were written.
        case written
        /// The write failed; nothing was written (``FilePlanWriter`` is all or nothing).
        case failed(FilePlanError)
    }

    /// What was done with the plan.
    package var action: Action
    /// Whether the outcome is a finding: `--check` found changes, conflicts stopped (or would stop) the write, or
    /// `--update` wrote merge conflicts into user-owned files.
    package var isFinding: Bool

    /// Whether the files were written.
    package var written: Bool {
        if case .written = action { true } else { false }
    }
}

extension GenerationResult {
    /// The write policy: carries out the plan as the run's ``WriteOptions`` ask and says what came of it.
    ///
    /// `check` and `dryRun` write nothing; a plan with conflicts is never written (`force` already turned the ones
    /// it may into writes); otherwise the plan, the record and its bases are written in one all-or-nothing step.
    /// A run that stopped before planning writes nothing and is not a finding here (its ``stop`` says why).
    package func carryOut() -> WriteOutcome {
        guard let plan else { return WriteOutcome(action: .planned, isFinding: false) }
        if writeOptions.check { return WriteOutcome(action: .checked, isFinding: plan.hasChanges) }
        if writeOptions.dryRun { return WriteOutcome(action: .planned, isFinding: plan.hasConflicts) }
        if plan.hasConflicts { return WriteOutcome(action: .refused, isFinding: true) }
        do {
            try write()
        } catch {
            return WriteOutcome(action: .failed(error), isFinding: false)
        }
        return WriteOutcome(action: .written, isFinding: !(recorded?.conflicted.isEmpty ?? true))
    }
}
