import IntentFlowGenerate
import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `explain`: which feature a file belongs to, who owns it and which agent instructions load for it.
enum MCPExplainTool {
    static let tool = MCPTool(
        name: "explain", title: "Explain a file",
        description: """
            Before editing a file: its feature, manifest, role and owner, and the instruction files that load for it.
            """,
        inputSchema: MCPSchema.object(
            ["path": MCPSchema.string("A file, relative to the project root.")], required: ["path"]),
        outputSchema: [
            "type": "object", "required": ["path", "exists", "feature", "manifest", "owner", "role", "surfaces"],
            "properties": [
                "path": ["type": "string"], "exists": ["type": "boolean"], "feature": MCPSchema.nullable("string"),
                "manifest": MCPSchema.nullable("string"), "owner": ["type": "string"],
                "role": MCPSchema.nullable("string"),
                "regions": MCPSchema.strings("Marked regions the generator owns."), "editedByHand": ["type": "boolean"],
                "surfaces": MCPSchema.array(
                    MCPSchema.output([
                        "path": ["type": "string"], "tools": ["type": "string"],
                        "tokens": MCPSchema.nullable("integer"),
                    ]),
                    "Agent instruction files that load for this file."),
            ],
        ],
        run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let url = try workspace.resolve(try arguments.requiredString("path"))
        let path = workspace.relativePath(url)
        let exists = FileManager.default.fileExists(atPath: url.path)
        let feature = try MCPFeatureIndex.build(workspace).feature(containing: path)
        var object = exists ? MCPFileOwner.json(url, in: workspace) : ["owner": "none"]
        if path.hasSuffix(".intentflow.yaml") { object["owner"] = "user" }
        object["path"] = .string(path)
        object["exists"] = .bool(exists)
        object["feature"] = feature.map { .string($0.name) } ?? .null
        object["manifest"] = feature.map { .string($0.manifest) } ?? .null
        object["role"] =
            feature.flatMap { feature in
                path == feature.manifest
                    ? "manifest: the feature's contract; edit it, then call validate and generate"
                    : FileRole.of(path, feature: feature.name)
            }.map(JSONValue.string) ?? .null
        object["surfaces"] = .array(MCPAgentSurfaces.surfaces(for: path, feature: feature?.name, in: workspace))
        return MCPToolResult(structured: .object(object))
    }
}
