import IntentFlowGenerate
import IntentFlowManifest

/// `features`: every feature of the project, its manifest, its code and who owns each file.
enum MCPFeaturesTool {
    static let tool = MCPTool(
        name: "features", title: "List the features",
        description: """
            Every feature: its manifest, its code's files and each file's owner (generator: never edit; user: yours, \
            but for its intentflow regions). Call it first.
            """,
        inputSchema: MCPSchema.object([:]),
        outputSchema: MCPSchema.output([
            "features": MCPSchema.array(
                MCPSchema.output([
                    "feature": ["type": "string"], "manifest": ["type": "string"],
                    "codeDirectory": MCPSchema.nullable("string"), "files": MCPSchema.array(MCPFeatureIndex.fileSchema),
                ]), "Each feature with a valid manifest."),
            "invalidManifests": MCPSchema.array(
                MCPSchema.output(["path": ["type": "string"], "diagnostics": MCPDiagnostics.listSchema]),
                "Manifests that do not validate; call validate for details."),
        ]),
        run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let index = try MCPFeatureIndex.build(workspace)
        let features = index.features.map { feature -> JSONValue in
            [
                "feature": .string(feature.name), "manifest": .string(feature.manifest),
                "codeDirectory": feature.code.directory.map(JSONValue.string) ?? .null,
                "files": MCPFeatureIndex.files(of: feature, in: workspace),
            ]
        }
        let invalid = index.invalid.map { entry -> JSONValue in
            ["path": .string(entry.path), "diagnostics": MCPDiagnostics.json(entry.diagnostics)]
        }
        return MCPToolResult(structured: ["features": .array(features), "invalidManifests": .array(invalid)])
    }
}
