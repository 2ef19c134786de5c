import IntentFlowManifest

/// One tool the server offers: what `tools/list` shows of it and the function `tools/call` runs.
package struct MCPTool: Sendable {
    /// The name clients call it by.
    package var name: String
    /// A short title for people.
    package var title: String
    /// What it does and when an agent should use it.
    package var description: String
    /// The JSON Schema of its arguments (an object schema).
    package var inputSchema: JSONValue
    /// The JSON Schema of its `structuredContent`.
    package var outputSchema: JSONValue
    /// Whether it only reads (`readOnlyHint`). A tool that writes (`generate` with `apply`) is also marked
    /// `destructiveHint`: it replaces generated files on disk (never a user-owned one, and only all or nothing).
    package var isReadOnly: Bool
    /// Runs the tool.
    package var run: @Sendable (MCPArguments, MCPWorkspace) throws(MCPToolError) -> MCPToolResult

    /// Creates a tool.
    package init(
        name: String, title: String, description: String, inputSchema: JSONValue, outputSchema: JSONValue,
        isReadOnly: Bool = true,
        run: @escaping @Sendable (MCPArguments, MCPWorkspace) throws(MCPToolError) -> MCPToolResult
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.outputSchema = outputSchema
        self.isReadOnly = isReadOnly
        self.run = run
    }

    /// The names of the arguments its input schema declares.
    package var argumentNames: [String] { inputSchema["properties"]?.objectValue?.keys.sorted() ?? [] }

    /// The tool as `tools/list` shows it. An agent pays for every byte of the list in tokens before its first call,
    /// so the output schema is listed at its top level (``MCPSchema/listed(_:)``) and the hints only as they differ
    /// from the defaults a client assumes.
    var listing: JSONValue {
        [
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema, "outputSchema": MCPSchema.listed(outputSchema),
            // `destructiveHint` and `idempotentHint` mean something only beside `readOnlyHint: false`.
            "annotations": isReadOnly
                ? ["readOnlyHint": true] : ["readOnlyHint": false, "destructiveHint": true, "idempotentHint": true],
        ]
    }

    /// Calls the tool with `arguments`: its result, or an `isError` result saying why it failed.
    func call(_ arguments: JSONValue?, in workspace: MCPWorkspace) -> JSONValue {
        do {
            let parsed = try MCPArguments(arguments, declared: argumentNames)
            return try run(parsed, workspace).json
        } catch {
            return MCPToolResult.failure(error)
        }
    }
}
