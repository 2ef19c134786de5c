/// The MCP revisions the server speaks: the handshake revisions, chosen once in `initialize`, and the stateless
/// revisions, named by every request in its `_meta` (``MCPRequestEnvelope``).
package enum MCPProtocolVersion {
    /// The stateless revisions (no `initialize`; `server/discover`; the version in each request), newest first.
    package static let stateless = ["2026-07-28"]
    /// The revisions reached through the `initialize` handshake, newest first.
    package static let handshake = ["2025-11-25", "2025-06-18", "2025-03-26"]
    /// Every revision served, newest first: what an unsupported-version error lists.
    package static var supported: [String] { stateless + handshake }
    /// The newest handshake revision: what `initialize` answers a client asking for one it does not know.
    package static var latestHandshake: String { handshake[0] }

    /// The revision to answer a client that asked for `requested` in `initialize`: that one when it is a handshake
    /// revision, else the latest (the client then decides whether it can go on, as the handshake's negotiation says;
    /// a stateless revision is never agreed in a handshake).
    package static func negotiate(_ requested: String?) -> String {
        guard let requested, handshake.contains(requested) else { return latestHandshake }
        return requested
    }
}
