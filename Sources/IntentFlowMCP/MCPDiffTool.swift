import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// `diff`: what the working tree changes in each feature's contract against a git revision, as
/// `intentflow diff --format json` prints it.
enum MCPDiffTool {
    static let tool = MCPTool(
        name: "diff", title: "Compare feature contracts with a git revision",
        description: """
            Compare the manifests with a git revision (default HEAD): states, fields, intents, events, effects, \
            outputs, routes, children, invariants and traces added, removed or changed, and the breaking changes with \
            their reason. A reworded trace is no change. Call it before opening a pull request and state in your own \
            words what the change does to behaviour, breaking changes first.
            """,
        inputSchema: MCPSchema.object([
            "paths": MCPSchema.strings("Manifest files or directories, relative to the root. Default: the whole root."),
            "base": MCPSchema.string("A git revision (default HEAD), or a folder of base manifests inside the root."),
        ]),
        outputSchema: MCPSchema.output([
            "base": ["type": "string"], "head": ["type": "string"],
            "hasChanges": MCPSchema.bool("Some feature's contract changed."),
            "hasBreakingChanges": MCPSchema.bool("Some change breaks code written against the base."),
            "summary": MCPSchema.output([
                "features": ["type": "integer"], "added": ["type": "integer"], "removed": ["type": "integer"],
                "changed": ["type": "integer"], "unchanged": ["type": "integer"],
                "breakingChanges": ["type": "integer"],
            ]),
            "features": MCPSchema.array(featureSchema, "The features that changed."),
            "unchanged": MCPSchema.strings("The features that did not change."),
        ]),
        run: run)

    private static let changeSchema = MCPSchema.output([
        "kind": MCPSchema.string("added, removed or changed.", choices: ManifestChange.Kind.allCases.map(\.rawValue)),
        "part": MCPSchema.string("Which part.", choices: ManifestChange.Part.allCases.map(\.rawValue)),
        "name": ["type": "string"], "before": MCPSchema.nullable("string"), "after": MCPSchema.nullable("string"),
        "details": MCPSchema.strings("What differs."), "breaking": ["type": "boolean"],
        "reason": MCPSchema.nullable("string"), "file": ["type": "string"], "line": ["type": "integer"],
        "column": ["type": "integer"],
    ])

    private static let edgeSchema = MCPSchema.output([
        "from": ["type": "string"], "to": ["type": "string"], "label": ["type": "string"],
    ])

    private static let featureSchema = MCPSchema.output([
        "feature": ["type": "string"], "status": ["type": "string"], "basePath": MCPSchema.nullable("string"),
        "headPath": MCPSchema.nullable("string"), "breaking": ["type": "boolean"],
        "changes": MCPSchema.array(changeSchema),
        "transitions": MCPSchema.output([
            "added": MCPSchema.array(edgeSchema), "removed": MCPSchema.array(edgeSchema),
        ]),
    ])

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        var paths: [String] = []
        for path in try arguments.strings("paths") ?? ["."] {
            paths.append(workspace.relativePath(try workspace.resolve(path)))
        }
        var base = try arguments.string("base") ?? DiffRequest.defaultBase
        guard !base.isEmpty else { throw MCPToolError("'base' must name a git revision or a folder") }
        if exists(base, in: workspace) { base = workspace.relativePath(try workspace.resolve(base)) }
        let request = DiffRequest(
            paths: paths, base: base, workingDirectory: workspace.root,
            environment: ProcessInfo.processInfo.environment)
        do {
            return MCPToolResult(structured: try DiffRun.run(request).json)
        } catch {
            throw MCPDiagnostics.failure("The manifests could not be compared:", error.diagnostics)
        }
    }

    /// Whether `path` names a file or folder (then it is the base side, and must lie inside the root).
    private static func exists(_ path: String, in workspace: MCPWorkspace) -> Bool {
        let url = ProjectRoot.location(of: path, from: workspace.root)
        var status = stat()
        return stat(url.path, &status) == 0
    }
}
