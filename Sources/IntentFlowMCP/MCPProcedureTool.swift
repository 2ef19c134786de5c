import IntentFlowManifest

/// `procedure`: every prompt of the server as a tool, for agents that use tools but not prompts (Codex CLI).
///
/// One tool for all of them, not one each, so what `tools/list` costs an agent grows by one entry, not four.
enum MCPProcedureTool {
    static let tool = MCPTool(
        name: "procedure", title: "Follow a contract procedure",
        description: """
            The server's prompts as a tool: the steps of add_case (manifest, kind, case), add_trace (manifest, \
            behaviour), new_feature (name) or fix_check_finding (finding), filled in for this project.
            """,
        inputSchema: MCPSchema.object(
            [
                "name": MCPSchema.string("The procedure.", choices: MCPPrompts.all.map(\.name)),
                "arguments": [
                    "type": "object", "additionalProperties": ["type": "string"],
                    "description": "The procedure's arguments, as its prompt takes them.",
                ],
            ], required: ["name"]),
        outputSchema: MCPSchema.output([
            "name": ["type": "string"], "text": MCPSchema.string("The steps, with the manifest they concern."),
        ]),
        run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let name = try arguments.requiredString("name")
        guard let prompt = MCPPrompts.all.first(where: { $0.name == name }) else {
            throw MCPToolError(
                "unknown procedure '\(name)'; the procedures are \(MCPPrompts.all.map(\.name).joined(separator: ", "))")
        }
        let result: JSONValue
        do {
            result = try prompt.get(arguments.values["arguments"], in: workspace)
        } catch {
            throw MCPToolError(error.message)
        }
        let text = (result["messages"]?.arrayValue ?? []).map(Self.text(of:)).joined(separator: "\n\n")
        return MCPToolResult(structured: ["name": .string(name), "text": .string(text)], text: text)
    }

    /// A prompt message as plain text: its text, or the resource it embeds under the resource's URI.
    static func text(of message: JSONValue) -> String {
        let content = message["content"]
        if let text = content?["text"]?.stringValue { return text }
        let resource = content?["resource"]
        return "\(resource?["uri"]?.stringValue ?? "resource"):\n\(resource?["text"]?.stringValue ?? "")"
    }
}
