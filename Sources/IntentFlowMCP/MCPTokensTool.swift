import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowTokenizer

/// `tokens`: exact token counts of files, as `intentflow tokens` counts them.
enum MCPTokensTool {
    static let tool = MCPTool(
        name: "tokens", title: "Count tokens",
        description: """
            Count the tokens of files (o200k_base or cl100k_base), offline, before reading or including them.
            """,
        inputSchema: MCPSchema.object(
            [
                "paths": MCPSchema.strings("Files, relative to the project root."),
                "encoding": MCPSchema.string(
                    "The tokenizer. Default: o200k_base.", choices: TokenizerEncoding.allCases.map(\.name)),
            ], required: ["paths"]),
        outputSchema: MCPSchema.output([
            "encoding": ["type": "string"], "total": MCPSchema.integer("The sum over the files counted."),
            "files": MCPSchema.array(
                [
                    "type": "object", "required": ["path"],
                    "properties": [
                        "path": ["type": "string"], "tokens": ["type": "integer"], "error": ["type": "string"],
                    ],
                ], "Each file: its count, or why it could not be read."),
        ]),
        run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let paths = try arguments.strings("paths") ?? []
        guard !paths.isEmpty else { throw MCPToolError("'paths' must name at least one file") }
        let encodingName = try arguments.string("encoding") ?? TokenizerEncoding.o200kBase.name
        guard let encoding = TokenizerEncoding.allCases.first(where: { $0.name == encodingName }) else {
            throw MCPToolError(
                "'encoding' must be one of \(TokenizerEncoding.allCases.map(\.name).joined(separator: ", "))")
        }
        let tokenizer: Tokenizer
        do {
            tokenizer = try Tokenizer.shared(encoding)
        } catch {
            throw MCPToolError("the tokenizer could not load: \(error)")
        }
        var total = 0
        var files: [JSONValue] = []
        for path in paths {
            switch try workspace.read(path, limit: BoundedFileRead.tokenCountingLimit) {
            case .success(let bytes):
                let count = tokenizer.count(contentsOf: bytes)
                total += count
                files.append(["path": .string(path), "tokens": .int(count)])
            case .failure(let failure):
                files.append(["path": .string(path), "error": .string(failure.reason)])
            }
        }
        return MCPToolResult(structured: [
            "encoding": .string(encoding.name), "total": .int(total), "files": .array(files),
        ])
    }
}
