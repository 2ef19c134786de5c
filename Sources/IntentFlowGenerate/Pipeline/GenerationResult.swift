import IntentFlowProject

/// What ``GenerationPipeline/run(_:)`` gives back: the plan (joined with the record of what was generated), the
/// diagnostics every stage collected, and why the run stopped early when it did. Nothing is written until the caller
/// asks (``carryOut()``, the write policy), so `--check` and `--dry-run` take the same road.
package struct GenerationResult: Sendable {
    /// Why a run stopped before it planned anything; each maps to an exit status.
    package enum Stop: Sendable, Hashable {
        /// An input could not be read, or named no manifest (exit 2).
        case unreadableInput
        /// A manifest has errors (exit 1).
        case invalidManifests
        /// The run would overwrite what exists and must not (`pack init` over a pack directory; exit 1).
        case refused
        /// The configuration, the pack, a render, the record or a plan failed (exit 2).
        case failed
    }

    /// Everything the stages found, in order. The CLI and the MCP server print it.
    package var diagnostics = DiagnosticsCollector()
    /// Why the run stopped before planning; `nil` when it planned.
    package var stop: Stop?
    /// The plan to carry out: the files, the record and its bases, the removals; `nil` when the run stopped.
    package var plan: FilePlan?
    /// The plan joined with the record (upgrades, merges, orphans), for every writer that records; `nil` for
    /// `pack init` and when the run stopped.
    package var recorded: RecordedPlan?
    /// The acceptance traces kept flows lack (`generate`), found before any case was inserted.
    package var missing: [MissingTraces] = []
    /// The pack the run rendered (for `pack init`, the pack it extends).
    package var packName: String?
    /// How many features the run read (`agents`).
    package var featureCount = 0
    /// Each fixture's outcome (`pack test`, which plans nothing).
    package var packTests: [PackTester.Outcome] = []
    /// The flags the write policy (``carryOut()``) follows: the request's.
    package var writeOptions = WriteOptions()

    /// A result that stopped at `stop` with what was collected so far.
    static func stopped(_ stop: Stop, _ diagnostics: DiagnosticsCollector) -> GenerationResult {
        var result = GenerationResult()
        result.stop = stop
        result.diagnostics = diagnostics
        return result
    }

    /// A result that planned `recorded`.
    init(recorded: RecordedPlan, packName: String) {
        self.recorded = recorded
        plan = recorded.plan
        self.packName = packName
    }

    /// A result that planned `plan` without a record (`pack init`).
    init(plan: FilePlan, packName: String) {
        self.plan = plan
        self.packName = packName
    }

    /// A result of `pack test`: its fixtures' outcomes, no plan.
    init(packTests: [PackTester.Outcome], packName: String) {
        self.packTests = packTests
        self.packName = packName
    }

    private init() {}

    /// The last stage: writes the plan, the record and its bases in one all-or-nothing step (``FilePlanWriter``).
    /// Only ``carryOut()`` calls it, once it has checked the flags and ``FilePlan/hasConflicts``.
    ///
    /// - Returns: The files written.
    /// - Throws: ``FilePlanError`` when the output cannot be locked or a file cannot be written; nothing is written.
    @discardableResult
    func write() throws(FilePlanError) -> [PlannedFile] {
        guard let plan else { return [] }
        return try FilePlanWriter().write(plan)
    }
}
