/// Every tool the server offers, in the order `tools/list` shows them.
public enum MCPToolbox {
    /// The tools. Keep one per line so parallel additions merge cleanly.
    public static let all: [MCPTool] = [
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
}
