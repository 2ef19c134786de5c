#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentFlowAI
import IntentFlowGenerate

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
            "applied": MCPSchema.bool("Whether the files were written."),
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
                    "properties": ["path": ["type": "string"], "owner": ["type": "string"], "state": ["type": "string"]],
                ], "Files the record lists that the run no longer generates: removable, edited or user-owned."),
            "diff": MCPSchema.string("The unified diff of every file that would change or is in conflict."),
        ]),
        isReadOnly: false, run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let apply = try arguments.bool("apply") ?? false
        let set = try MCPManifests.load(try arguments.strings("paths"), in: workspace)
        if set.diagnostics.hasErrors || set.entries.isEmpty {
            throw MCPDiagnostics.failure("nothing was generated; fix these first:", set.diagnostics.filter { $0.severity == .error })
        }
        let manifests = set.validManifests
        let recorded = try makeRun(manifests, update: try arguments.bool("update") ?? false, in: workspace).recorded
        let plan = recorded.plan
        if apply {
            guard !plan.hasConflicts else {
                throw MCPToolError(
                    "\(plan.conflicts.count) conflict(s); nothing was written. These generated files were edited by "
                        + "hand: \(plan.conflicts.map(\.path).joined(separator: ", ")). Move the edits into the "
                        + "manifest or a user-owned file, or run `intentflow generate --force` to overwrite them.\n"
                        + FilePlanReport.diffs(plan))
            }
            do {
                _ = try FilePlanWriter().write(plan)
            } catch {
                throw MCPToolError("writing failed: \(error)")
            }
        }
        let diff = FilePlanReport.diffs(plan)
        return MCPToolResult(
            structured: report(recorded, applied: apply, diff: diff, in: workspace),
            text: FilePlanReport.text(plan, dryRun: !apply) + recordText(recorded) + (apply ? "" : diff))
    }

    /// The run `intentflow generate` would carry out from the root: the options resolved as the CLI resolves them
    /// (the configuration, then the manifest, then the pack's defaults) and the output beside the manifests when the
    /// configuration names none.
    static func makeRun(_ manifests: [(url: URL, manifest: Manifest)], update: Bool = false, in workspace: MCPWorkspace)
        throws(MCPToolError) -> FeatureRun
    {
        do {
            let configuration = try ProjectConfiguration.discover(from: workspace.root)
            var options = GenerateOptions(configuration: configuration, workingDirectory: workspace.root)
            options.update = update
            var generator = try FeatureGenerator(
                options: options, catalog: PackCatalog(projectRoot: configuration.projectRoot))
            if configuration.output == nil { generator = generator.writingBeside(manifests) }
            let output = generator.options.output
            guard let resolved = MCPWorkspace.resolvingLinks(output.path), workspace.contains(resolved) else {
                throw MCPToolError("the output directory \(output.path) is outside the server's root")
            }
            return try FeatureRun(generator, manifests: manifests, shownFrom: workspace.root)
        } catch let error as GeneratorError {
            throw MCPDiagnostics.failure("the code could not be generated:", error.diagnostics)
        } catch let error as MCPToolError {
            throw error
        } catch {
            throw MCPToolError("\(error)")
        }
    }

    /// One line per upgrade and orphan, for the text a person reads.
    private static func recordText(_ recorded: RecordedPlan) -> String {
        recorded.upgrades.map { "  \(RecordedPlanReport.name(of: $0.outcome)) \($0.path)\n" }.joined()
            + recorded.orphans.map { "  orphan (\(RecordedPlanReport.name(of: $0.state))) \($0.path)\n" }.joined()
    }

    private static func report(_ recorded: RecordedPlan, applied: Bool, diff: String, in workspace: MCPWorkspace)
        -> JSONValue
    {
        let plan = recorded.plan
        var summary: [String: JSONValue] = [:]
        for status in FileStatus.allCases { summary[status.rawValue] = .int(plan.count(status)) }
        let files = plan.files.map { file -> JSONValue in
            var object: [String: JSONValue] = [
                "path": .string(file.path), "status": .string(file.status.rawValue), "owner": .string(file.owner.rawValue),
            ]
            if let note = file.note { object["note"] = .string(note) }
            return .object(object)
        }
        return [
            "output": .string(workspace.relativePath(plan.root.url)), "applied": .bool(applied),
            "summary": .object(summary), "files": .array(files),
            "conflicts": .array(plan.conflicts.map { .string($0.path) }), "diff": .string(diff),
            "upgrades": .array(recorded.upgrades.map(upgrade)), "orphans": .array(recorded.orphans.map(orphan)),
        ]
    }

    private static func upgrade(_ upgrade: UserFileUpgrade) -> JSONValue {
        var object: [String: JSONValue] = [
            "path": .string(upgrade.path), "outcome": .string(RecordedPlanReport.name(of: upgrade.outcome)),
        ]
        if case .conflicted(let count) = upgrade.outcome { object["conflicts"] = .int(count) }
        return .object(object)
    }

    private static func orphan(_ orphan: Orphan) -> JSONValue {
        [
            "path": .string(orphan.path), "owner": .string(orphan.owner.rawValue),
            "state": .string(RecordedPlanReport.name(of: orphan.state)),
        ]
    }
}
