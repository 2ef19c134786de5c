import IntentFlowAI
/// The MCP revisions the server speaks, and how one is chosen in `initialize`.
public enum MCPProtocolVersion {
    /// Every revision served, newest first.
    public static let supported = ["2025-11-25", "2025-06-18", "2025-03-26"]
    /// The newest revision.
    public static var latest: String { supported[0] }

    /// The revision to answer a client that asked for `requested`: that one when it is supported, else the latest
    /// (the client then decides whether it can go on, as the specification's version negotiation says).
    public static func negotiate(_ requested: String?) -> String {
        guard let requested, supported.contains(requested) else { return latest }
        return requested
    }
}
