import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// `ai_context`: the budgeted context bundle of `intentflow ai-context` for one feature.
enum MCPAIContextTool {
    static let tool = MCPTool(
        name: "ai_context", title: "Context bundle for one feature",
        description: """
            One feature's contract, traces, rules, commands and relevant code within a token `budget`. Call it first \
            instead of reading the feature's files.
            """,
        inputSchema: MCPSchema.object(
            [
                "manifest": MCPSchema.string("The feature's manifest file, relative to the project root."),
                "tool": MCPSchema.string("Whose entry files to name. Default: generic.", choices: AIContextTool.names),
                "budget": MCPSchema.integer("The most o200k_base tokens the bundle may take.", minimum: 1),
            ], required: ["manifest"]),
        outputSchema: MCPSchema.output([
            "feature": ["type": "string"], "tool": ["type": "string"], "budget": MCPSchema.nullable("integer"),
            "tokens": MCPSchema.integer("The bundle's size in o200k_base tokens."),
            "sections": MCPSchema.array(
                MCPSchema.output([
                    "name": ["type": "string"], "tokens": ["type": "integer"], "required": ["type": "boolean"],
                    "included": ["type": "boolean"],
                ]), "Each section, in order, and whether it made it into the bundle."),
            "text": MCPSchema.string("The bundle as Markdown."),
        ]),
        run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let toolName = try arguments.string("tool") ?? "generic"
        guard let tool = AIContextTool(name: toolName) else {
            throw MCPToolError("'tool' must be one of \(AIContextTool.names.joined(separator: ", "))")
        }
        let budget = try arguments.int("budget")
        if let budget, budget <= 0 { throw MCPToolError("'budget' must be a positive number of tokens") }
        let (entry, manifest) = try MCPManifests.single(try arguments.requiredString("manifest"), in: workspace)
        let bundle: AIContextBundle
        do {
            bundle = try AIContextRequest(
                manifest: manifest, manifestURL: entry.url, tool: tool, budget: budget, workingDirectory: workspace.root
            ).bundle()
        } catch let error as GeneratorError {
            throw MCPDiagnostics.failure("the bundle could not be rendered:", error.diagnostics)
        } catch {
            throw MCPToolError("the bundle could not be made: \(error)")
        }
        guard bundle.fits else {
            let required = bundle.sections.filter(\.isRequired).map(\.name).joined(separator: " and ")
            throw MCPToolError(
                "the bundle needs \(bundle.tokens) tokens even with only its \(required); the budget is \(budget ?? 0)")
        }
        let sections = bundle.sections.map { section -> JSONValue in
            [
                "name": .string(section.name), "tokens": .int(section.tokens), "required": .bool(section.isRequired),
                "included": .bool(section.isIncluded),
            ]
        }
        return MCPToolResult(
            structured: [
                "feature": .string(bundle.feature), "tool": .string(bundle.tool),
                "budget": bundle.budget.map(JSONValue.int) ?? .null,
                "tokens": .int(bundle.tokens), "sections": .array(sections), "text": .string(bundle.text),
            ], text: bundle.text)
    }
}
