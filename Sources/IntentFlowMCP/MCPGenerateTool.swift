import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowText

/// `generate`: the file plan of `intentflow generate`, with its unified diff; writes only when asked.
enum MCPGenerateTool {
    static let tool = MCPTool(
        name: "generate", title: "Generate feature code",
        description: """
            Plan the generated code: each file's status, owner and diff. Writes only with `apply`, all or nothing; a \
            hand-edited generated file is a conflict. `update` merges into user-owned files that are behind.
            """,
        inputSchema: MCPSchema.object([
            "paths": MCPSchema.strings("Manifest files or directories, relative to the root. Default: the whole root."),
            "apply": MCPSchema.bool("Write the plan (default false: only report it)."),
            "update": MCPSchema.bool(
                "Merge the generator's changes into user-owned files that are behind (as `generate --update`)."),
        ]),
        outputSchema: MCPSchema.output([
            "output": MCPSchema.string("The output directory, relative to the root."),
            "written": MCPSchema.bool("Whether the files were written."),
            "summary": ["type": "object", "additionalProperties": ["type": "integer"]],
            "files": MCPSchema.array(
                [
                    "type": "object", "required": ["path", "status", "owner"],
                    "properties": [
                        "path": ["type": "string"], "status": ["type": "string"], "owner": ["type": "string"],
                        "note": ["type": "string"],
                    ],
                ], "Each file of the plan, relative to the output directory."),
            "conflicts": MCPSchema.strings("Files edited by hand that the plan would overwrite."),
            "upgrades": MCPSchema.array(
                [
                    "type": "object", "required": ["path", "outcome"],
                    "properties": [
                        "path": ["type": "string"], "outcome": ["type": "string"], "conflicts": ["type": "integer"],
                    ],
                ], "User-owned files older than their pack or manifest: outdated, merged, conflicted or base-missing."),
            "orphans": MCPSchema.array(
                [
                    "type": "object", "required": ["path", "owner", "state"],
                    "properties": [
                        "path": ["type": "string"], "owner": ["type": "string"], "state": ["type": "string"],
                    ],
                ], "Files the record lists that the run no longer generates: removable, edited or user-owned."),
            "diff": MCPSchema.string("The unified diff of every file that would change or is in conflict."),
        ]),
        isReadOnly: false, run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let apply = try arguments.bool("apply") ?? false
        let result = GenerationPipeline().run(
            try request(
                try arguments.strings("paths"), update: try arguments.bool("update") ?? false, apply: apply,
                in: workspace))
        switch result.stop {
        case .unreadableInput?, .invalidManifests?:
            throw MCPDiagnostics.failure(
                "nothing was generated; fix these first:",
                result.diagnostics.diagnostics.filter { $0.severity == .error })
        case .failed?, .refused?:
            throw MCPDiagnostics.failure("the code could not be generated:", result.diagnostics.diagnostics)
        case nil: break
        }
        guard let recorded = result.recorded else { throw MCPToolError("the code could not be generated") }
        let plan = recorded.plan
        let outcome = result.carryOut()
        switch outcome.action {
        case .refused:
            throw MCPToolError(
                "\(plan.conflicts.count) conflict(s); nothing was written. These generated files were edited by "
                    + "hand: \(plan.conflicts.map(\.path).joined(separator: ", ")). Move the edits into the "
                    + "manifest or a user-owned file, or run `intentflow generate --force` to overwrite them.\n"
                    + FilePlanReport.diffs(plan))
        case .failed(let error):
            throw MCPToolError("writing failed: \(error)")
        case .checked, .planned, .written:
            break
        }
        let report = GenerationReport.object(
            result, written: outcome.written, output: workspace.relativePath(plan.root.url))
        return MCPToolResult(
            structured: .object(report),
            text: FilePlanReport.text(plan, dryRun: !apply) + recordText(recorded)
                + (apply ? "" : FilePlanReport.diffs(plan)))
    }

    /// The request `intentflow generate` (`--dry-run` unless `apply`) would make from the root: the manifests `paths`
    /// name (default: every one), confined to the root with the output, the options resolved as the CLI resolves
    /// them (the configuration, then the manifest, then the pack's defaults) and the output beside the manifests when
    /// the configuration names none.
    static func request(_ paths: [String]?, update: Bool, apply: Bool, in workspace: MCPWorkspace)
        throws(MCPToolError) -> GenerationRequest
    {
        var request = GenerationRequest(
            .generate(manifests: try MCPManifests.request(paths, in: workspace), addingMissingTraces: false),
            workingDirectory: workspace.root)
        // Without `apply` the tool plans only: the write policy's dry run.
        request.write = WriteOptions(update: update, dryRun: !apply)
        request.confinedTo = workspace.root
        return request
    }

    /// One line per upgrade and orphan, for the text a person reads.
    private static func recordText(_ recorded: RecordedPlan) -> String {
        recorded.upgrades.map { "  \(RecordedPlanReport.name(of: $0.outcome)) \($0.path)\n" }.joined()
            + recorded.orphans.map { "  orphan (\(RecordedPlanReport.name(of: $0.state))) \($0.path)\n" }.joined()
    }
}
