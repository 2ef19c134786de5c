import IntentFlowManifest

/// `notifications/cancelled` (MCP 2025-11-25, basic/utilities/cancellation; 2026-07-28, basic/patterns/cancellation,
/// where over stdio it is the only way to cancel): the client gave up on a request it sent. The server stops the
/// request's work and sends no response for it; a notification naming no request in progress is ignored, as the
/// specification allows.
enum MCPCancellation {
    static let method = "notifications/cancelled"

    /// The id of the request a notification `method` with `params` cancels; `nil` when it is no cancellation or names
    /// no valid id (a malformed notification is ignored, never answered).
    static func requestID(_ method: String, _ params: JSONValue?) -> JSONValue? {
        guard method == Self.method, let id = params?["requestId"] else { return nil }
        switch id {
        case .string: return id
        case .number: return id.wholeNumber != nil ? id : nil
        default: return nil
        }
    }
}
