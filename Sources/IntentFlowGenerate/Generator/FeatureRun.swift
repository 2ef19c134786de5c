#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentFlowAI

/// One run of a pack's feature generator over manifests: the one road every command that writes feature code takes
/// (`generate`, `feature --mode ai`, the MCP server's `generate` tool).
///
/// Each manifest is rendered, the files are planned against the output directory, the cases kept flows lack are
/// found (and inserted when asked), and the plan is joined with the record of what was generated (``RecordedPlan``),
/// so that ``FilePlanWriter`` writes the files, the record and its bases in one all-or-nothing step. A feature made
/// by one command can therefore be `generate --update`d by another, and none of its files looks like an orphan.
///
/// ```swift
/// let run = try FeatureRun(generator, manifests: manifests, shownFrom: workingDirectory)
/// try FilePlanWriter().write(run.plan)
/// ```
public struct FeatureRun: Sendable {
    /// The plan joined with the record: user-owned files older than the pack or manifest, `--update`'s merges and
    /// the orphans.
    public var recorded: RecordedPlan
    /// The acceptance traces kept flows lack, found before any case was inserted.
    public var missing: [MissingTraces]

    /// The plan to carry out: the files, the record and its bases, the removals.
    public var plan: FilePlan { recorded.plan }

    /// Renders, plans and records `manifests` as `generator`'s options ask (`update`, `prune`, `force`, `adopt`).
    ///
    /// - Parameters:
    ///   - extraFiles: Files planned with the rendered ones that the record does not list (the manifest `feature
    ///     --mode ai` writes).
    ///   - addingMissingTraces: Insert the cases kept flows lack (`--add-missing`) before the record is joined.
    ///   - workingDirectory: Where messages show the record's path from.
    /// - Throws: ``GeneratorError`` for a render or plan failure, a record that cannot be read, or a kept flow
    ///   `--add-missing` cannot find the place in (rule `generate.add-missing-shape`).
    public init(
        _ generator: FeatureGenerator, manifests: [(url: URL, manifest: Manifest)], extraFiles: [RenderedFile] = [],
        addingMissingTraces: Bool = false, shownFrom workingDirectory: URL
    ) throws(GeneratorError) {
        let rendered = try generator.renderEach(manifests)
        var plan = try generator.plan(files: extraFiles + rendered.flatMap(\.files))
        let byPath = Dictionary(plan.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let missing = zip(manifests, rendered).compactMap { entry, rendered in
            MissingTraces.find(manifest: entry.manifest, rendered: rendered.files) { byPath[$0] }
        }.filter { !$0.gaps.isEmpty }
        if addingMissingTraces {
            for flow in missing { plan = try flow.applied(to: plan) }
        }
        self.missing = missing
        // A missing trace's case is the manifest's change, which --add-missing brings: not an upgrade of the flow.
        let traceCases = Dictionary(
            missing.map { ($0.path, $0.gaps.compactMap(\.swiftCase)) }, uniquingKeysWith: { first, _ in first })
        recorded = try generator.recorded(
            plan, rendered: rendered, shownFrom: workingDirectory, traceCases: traceCases)
    }
}
