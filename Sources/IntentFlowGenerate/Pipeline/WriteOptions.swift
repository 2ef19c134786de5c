/// How a run treats what is already on disk and whether it writes at all: the flags every writer shares (`--force`,
/// `--adopt`, `--update`, `--prune`, `--check`, `--dry-run`; the MCP `generate` tool's `update` and `apply`).
///
/// One value travels from the ``GenerationRequest`` through the plan stage (``planOptions``), the record stage
/// (``recordOptions(traceCases:)``) and the write policy (``GenerationResult/carryOut()``), so no stage copies the
/// flags one by one.
package struct WriteOptions: Hashable, Sendable {
    /// `--force`: overwrite conflicts (never user-owned files).
    package var force = false
    /// `--adopt`: append the block to block-owned files that have none.
    package var adopt = false
    /// `--update`: three-way merge the generator's changes into user-owned files.
    package var update = false
    /// `--prune`: remove unedited generator-owned files the run no longer generates.
    package var prune = false
    /// `--check`: write nothing; the run's findings are the changes it would make.
    package var check = false
    /// `--dry-run` (or the MCP tool without `apply`): write nothing; report what would happen.
    package var dryRun = false

    /// Creates options; every flag is off unless given.
    package init(
        force: Bool = false, adopt: Bool = false, update: Bool = false, prune: Bool = false, check: Bool = false,
        dryRun: Bool = false
    ) {
        self.force = force
        self.adopt = adopt
        self.update = update
        self.prune = prune
        self.check = check
        self.dryRun = dryRun
    }

    /// Whether the run writes its plan (neither `--check` nor `--dry-run`).
    package var writes: Bool { !check && !dryRun }

    /// What the plan stage needs of them.
    var planOptions: FilePlan.Options { FilePlan.Options(force: force, adopt: adopt) }

    /// What the record stage needs of them; `traceCases` are the cases `--add-missing` offers, by flow path.
    func recordOptions(traceCases: [String: [String]] = [:]) -> RecordedPlan.Options {
        RecordedPlan.Options(update: update, prune: prune, traceCases: traceCases)
    }
}
