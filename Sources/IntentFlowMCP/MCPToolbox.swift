/// Every tool the server can offer, in the order `tools/list` shows them, and which of them it offers by default.
package enum MCPToolbox {
    /// The tools. Keep one per line so parallel additions merge cleanly.
    package static let all: [MCPTool] = [
        MCPFeaturesTool.tool,
        MCPExplainTool.tool,
        MCPValidateTool.tool,
        MCPCheckTool.tool,
        MCPGraphTool.tool,
        MCPDiffTool.tool,
        MCPMutateTool.tool,
        MCPGenerateTool.tool,
        MCPAIContextTool.tool,
        MCPTokensTool.tool,
        MCPProcedureTool.tool,
    ]

    /// The tools that build and run the package's own code (its `Package.swift`, its tests): offered only when the
    /// server is started with `intentflow mcp --allow-mutate`, since an MCP message is hostile input and running a
    /// repository's code is the trust of `swift test`, not of reading it.
    package static let runningPackageCode: Set<String> = [MCPMutateTool.tool.name]

    /// The tools a server offers by default: every one but those that run the package's code.
    package static let standard: [MCPTool] = all.filter { !runningPackageCode.contains($0.name) }

    /// The tools of a server started with (`allowingMutate`) or without `--allow-mutate`.
    package static func offered(allowingMutate: Bool) -> [MCPTool] { allowingMutate ? all : standard }
}
