/// A ``FilePlan`` joined with the record of what was generated: the record and bases it writes, the user-owned
/// files older than the pack or manifest (merged with `--update`), and the files the run left behind (removed with
/// `--prune` when the generator owns them and nobody changed them).
///
/// ```swift
/// let rendered = try generator.renderEach(manifests)
/// let recorded = try RecordedPlan(plan: try generator.plan(rendered), rendered: rendered,
///                                 record: try GenerationRecord.load(in: output, shownFrom: here),
///                                 pack: PackStamp(generator.renderer.pack), generator: "feature")
/// try FilePlanWriter().write(recorded.plan)   // files, record and bases in one all-or-nothing step
/// ```
package struct RecordedPlan: Sendable {
    /// The plan, with the record's files and the removals added.
    package var plan: FilePlan
    /// The record the run writes.
    package var record: GenerationRecord
    /// User-owned files whose generated text changed since they were written.
    package var upgrades: [UserFileUpgrade] = []
    /// Files the record lists for this run's manifests that the run no longer generates.
    package var orphans: [Orphan] = []

    /// What `--update` and `--prune` ask for.
    package struct Options: Hashable, Sendable {
        /// Three-way merge the generator's changes into user-owned files.
        package var update: Bool
        /// Remove generator-owned orphans nobody changed.
        package var prune: Bool
        /// The cases `--add-missing` offers for each kept flow's missing traces, by path: a change of the generated
        /// text that only adds one of them is the manifest's, not an upgrade (``PendingUpgrade``).
        package var traceCases: [String: [String]]

        /// Creates options.
        package init(update: Bool = false, prune: Bool = false, traceCases: [String: [String]] = [:]) {
            self.update = update
            self.prune = prune
            self.traceCases = traceCases
        }
    }

    /// Joins a plan with the record.
    ///
    /// - Parameters:
    ///   - plan: The plan of `rendered`'s files.
    ///   - record: The record on disk, if there is one.
    ///   - pack: The pack that rendered.
    ///   - generator: The pack's generator that ran.
    package init(
        plan: FilePlan, rendered: [RenderedManifest], record: GenerationRecord?, pack: PackStamp, generator: String,
        options: Options = Options()
    ) {
        self.plan = plan
        var builder = RecordBuilder(plan: plan, previous: record ?? GenerationRecord(), options: options)
        for manifest in rendered {
            builder.add(manifest, pack: pack, generator: generator)
        }
        self.plan = builder.plan
        let seen = Set((record ?? GenerationRecord()).entries.map(\.key))
        let record = builder.record
        self.record = record
        upgrades = builder.upgrades
        orphans = builder.orphans
        self.plan.recordFiles = builder.recordFiles(of: record)
        self.plan.recordRefresh = RecordRefresh(root: plan.root.url, seen: seen, ours: record)
        // The record's own staging files (`.generated.lock.intentflow-staging-*` of a killed run) are leftovers too.
        self.plan.leftovers = StagingFile.leftovers(
            below: plan.root.path, forFilesAt: (self.plan.files + self.plan.recordFiles).map(\.path))
        self.plan.removals += builder.removals + builder.unusedBases(of: record)
    }

    /// The upgrades that merged with conflicts.
    package var conflicted: [UserFileUpgrade] {
        upgrades.filter { if case .conflicted = $0.outcome { true } else { false } }
    }
}
