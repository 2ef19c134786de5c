import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// `validate`: loads and validates manifests, as `intentflow validate` does.
enum MCPValidateTool {
    static let tool = MCPTool(
        name: "validate", title: "Validate manifests",
        description: """
            Validate manifests after every edit and before `generate`; fix each error at its line and column.
            """,
        inputSchema: MCPSchema.object([
            "paths": MCPSchema.strings("Manifest files or directories, relative to the root. Default: the whole root.")
        ]),
        outputSchema: MCPSchema.output([
            "valid": MCPSchema.bool("No errors were found."),
            "errors": MCPSchema.integer("How many errors."), "warnings": MCPSchema.integer("How many warnings."),
            "manifests": MCPSchema.array(
                MCPSchema.output([
                    "path": ["type": "string"], "feature": MCPSchema.nullable("string"), "valid": ["type": "boolean"],
                ]), "Each manifest read."),
            "diagnostics": MCPDiagnostics.listSchema,
        ]),
        run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let set = try MCPManifests.load(try arguments.strings("paths"), in: workspace)
        let diagnostics = set.diagnostics
        let (errors, warnings) = MCPDiagnostics.counts(diagnostics)
        let manifests = set.entries.map { entry -> JSONValue in
            [
                "path": .string(entry.path), "feature": entry.result.manifest.map { .string($0.feature) } ?? .null,
                "valid": .bool(entry.result.validManifest != nil),
            ]
        }
        return MCPToolResult(structured: [
            "valid": .bool(errors == 0 && !set.entries.isEmpty), "errors": .int(errors), "warnings": .int(warnings),
            "manifests": .array(manifests), "diagnostics": MCPDiagnostics.json(diagnostics),
        ])
    }
}
