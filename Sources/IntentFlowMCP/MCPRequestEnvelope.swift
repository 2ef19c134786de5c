import IntentFlowManifest
import IntentFlowText

/// What a request of a stateless revision (2026-07-28) carries in `params._meta`: the revision it speaks and the
/// client's capabilities for this request alone.
///
/// The server infers nothing from earlier requests: a request without the envelope is answered as the handshake
/// revisions answer it, one with it as its revision says, on the same connection.
struct MCPRequestEnvelope: Hashable, Sendable {
    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// The revision the request speaks.
    var version: String

    /// The envelope of a request's `params`: `nil` when it names no revision (the handshake era); an error when it
    /// names one the server does not speak (`-32022` with the supported list) or lacks the required capabilities.
    static func read(_ params: JSONObject) throws(JSONRPCError) -> MCPRequestEnvelope? {
        guard let meta = params["_meta"]?.objectValue, let named = meta[versionKey] else { return nil }
        guard case .string(let version) = named else {
            throw .invalidParams("'_meta.\(versionKey)' must be a string")
        }
        guard MCPProtocolVersion.stateless.contains(version) else { throw .unsupportedVersion(version) }
        guard case .object? = meta[capabilitiesKey] else {
            throw .invalidParams("'_meta.\(capabilitiesKey)' must be an object (empty when the client has none)")
        }
        return MCPRequestEnvelope(version: version)
    }

    /// The methods whose results a client may cache, with their scope and lifetime: lists that cannot change while
    /// the server runs are public for an hour; what the project's files say is private and stale at once.
    static func cacheHints(for method: String) -> (scope: String, ttlMs: Int)? {
        switch method {
        case "server/discover", "tools/list", "prompts/list", "resources/templates/list": ("public", 3_600_000)
        case "resources/list", "resources/read": ("private", 0)
        default: nil
        }
    }

    /// `result` as this revision shapes it: `resultType`, the server's identity in `_meta`, and the cache hints of
    /// the methods that have them.
    static func shape(_ result: JSONValue, method: String, serverInfo: JSONValue) -> JSONValue {
        guard case .object(var members) = result else { return result }
        members["resultType"] = "complete"
        var meta = members["_meta"]?.objectValue ?? [:]
        meta[serverInfoKey] = serverInfo
        members["_meta"] = .object(meta)
        if let hints = cacheHints(for: method) {
            members["cacheScope"] = .string(hints.scope)
            members["ttlMs"] = .int(hints.ttlMs)
        }
        return .object(members)
    }
}
