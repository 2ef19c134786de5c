import IntentFlowManifest

/// `graph`: a manifest's state machine drawn from its acceptance traces, as `intentflow graph` draws it.
enum MCPGraphTool {
    static let tool = MCPTool(
        name: "graph", title: "Draw a feature's state machine",
        description: """
            Draw one manifest's state machine from its acceptance traces: its states (the initial one marked) and one \
            edge per distinct transition, labelled with the signal and what it requests. Use it to see which \
            transitions a feature already has before adding a case or a trace. `format` is mermaid (default) or dot.
            """,
        inputSchema: MCPSchema.object(
            [
                "manifest": MCPSchema.string("The manifest file, relative to the project root."),
                "format": MCPSchema.string(
                    "mermaid (a stateDiagram-v2) or dot (Graphviz).",
                    choices: ManifestGraph.Format.allCases.map(\.rawValue)),
            ], required: ["manifest"]),
        outputSchema: MCPSchema.output([
            "feature": ["type": "string"], "format": ["type": "string"],
            "graph": MCPSchema.string("The diagram source."),
            "edges": MCPSchema.array(
                MCPSchema.output(["from": ["type": "string"], "to": ["type": "string"], "label": ["type": "string"]]),
                "Each transition."),
        ]),
        run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let formatName = try arguments.string("format") ?? ManifestGraph.Format.mermaid.rawValue
        guard let format = ManifestGraph.Format(rawValue: formatName) else {
            throw MCPToolError(
                "'format' must be one of \(ManifestGraph.Format.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let (_, manifest) = try MCPManifests.single(try arguments.requiredString("manifest"), in: workspace)
        let graph = ManifestGraph.render(manifest, as: format)
        let edges = ManifestGraph.edges(of: manifest).map { edge -> JSONValue in
            ["from": .string(edge.from), "to": .string(edge.to), "label": .string(edge.label)]
        }
        return MCPToolResult(
            structured: [
                "feature": .string(manifest.feature), "format": .string(format.rawValue), "graph": .string(graph),
                "edges": .array(edges),
            ], text: graph)
    }
}
