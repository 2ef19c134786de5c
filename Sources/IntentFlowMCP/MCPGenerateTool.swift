import Foundation
import IntentFlowAI
import IntentFlowGenerate

/// `generate`: the file plan of `intentflow generate`, with its unified diff; writes only when asked.
enum MCPGenerateTool {
    static let tool = MCPTool(
        name: "generate", title: "Generate feature code",
        description: """
            Render the pack's feature code for manifests and show the plan: each file's status (created, updated, \
            unchanged, kept, conflict), its owner, and a unified diff of what would change. Nothing is written \
            unless `apply` is true; then the files are written under the CLI's ownership rules: generator-owned \
            files are rewritten, user-owned ones created once and then only their marked regions kept current, and \
            a hand-edited generated file is a conflict that writes nothing. Call it after a manifest validates; the \
            Swift contract, tests and any new user-owned files follow. `paths` default to every manifest.
            """,
        inputSchema: MCPSchema.object([
            "paths": MCPSchema.strings("Manifest files or directories, relative to the root. Default: the whole root."),
            "apply": MCPSchema.bool("Write the plan (default false: only report it)."),
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
        let plan = try makePlan(manifests, in: workspace)
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
            structured: report(plan, applied: apply, diff: diff, in: workspace),
            text: FilePlanReport.text(plan, dryRun: !apply) + (apply ? "" : diff))
    }

    /// The plan `intentflow generate` would carry out from the root, with the configuration's settings.
    static func makePlan(_ manifests: [(url: URL, manifest: Manifest)], in workspace: MCPWorkspace)
        throws(MCPToolError) -> FilePlan
    {
        do {
            let configuration = try ProjectConfiguration.discover(from: workspace.root)
            let options = GenerateOptions(
                configuration: configuration, defaultOutput: FeatureFolder.output(of: manifests),
                workingDirectory: workspace.root)
            guard let output = MCPWorkspace.resolvingLinks(options.output.path), workspace.contains(output) else {
                throw MCPToolError("the output directory \(options.output.path) is outside the server's root")
            }
            let generator = try FeatureGenerator(
                options: options, catalog: PackCatalog(projectRoot: configuration.projectRoot))
            return try generator.plan(manifests.map(\.manifest))
        } catch let error as GeneratorError {
            throw MCPDiagnostics.failure("the code could not be generated:", error.diagnostics)
        } catch let error as MCPToolError {
            throw error
        } catch {
            throw MCPToolError("\(error)")
        }
    }

    private static func report(_ plan: FilePlan, applied: Bool, diff: String, in workspace: MCPWorkspace) -> JSONValue {
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
        ]
    }
}
