import IntentFlowManifest

/// A JSON-RPC 2.0 error object: what the server answers a request it cannot carry out.
///
/// Codes are JSON-RPC's own (-32700 … -32603), MCP's `-32002` for a resource that does not exist and `-32022` for a
/// protocol revision the server does not speak.
package struct JSONRPCError: Error, Hashable, Sendable {
    /// The error code.
    package var code: Int
    /// One sentence saying what is wrong.
    package var message: String
    /// What the client needs to recover, when the code defines it (the supported revisions of `-32022`).
    package var data: JSONValue?

    /// Creates an error.
    package init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The line was not JSON.
    package static func parseError(_ message: String) -> JSONRPCError { JSONRPCError(code: -32700, message: message) }
    /// The JSON was not a JSON-RPC request or notification.
    package static func invalidRequest(_ message: String) -> JSONRPCError {
        JSONRPCError(code: -32600, message: message)
    }
    /// No such method.
    package static func methodNotFound(_ method: String) -> JSONRPCError {
        JSONRPCError(code: -32601, message: "method not found: '\(method)'")
    }
    /// The method exists but its params are wrong (including an unknown tool, prompt or argument).
    package static func invalidParams(_ message: String) -> JSONRPCError {
        JSONRPCError(code: -32602, message: message)
    }
    /// Something failed inside the server.
    package static func internalError(_ message: String) -> JSONRPCError {
        JSONRPCError(code: -32603, message: message)
    }
    /// `resources/read` of a URI the server does not have.
    package static func resourceNotFound(_ uri: String) -> JSONRPCError {
        JSONRPCError(code: -32002, message: "resource not found: '\(uri)'")
    }

    /// A request of a protocol revision the server does not speak; `data` lists the ones it does, so the client can
    /// choose one and retry.
    package static func unsupportedVersion(_ requested: String) -> JSONRPCError {
        let supported = MCPProtocolVersion.supported
        return JSONRPCError(
            code: -32022,
            message: "unsupported protocol version '\(requested)'; supported: \(supported.joined(separator: ", "))",
            data: ["requested": .string(requested), "supported": .array(supported.map(JSONValue.string))])
    }

    /// The error as the `error` member of a response.
    var json: JSONValue {
        guard let data else { return ["code": .int(code), "message": .string(message)] }
        return ["code": .int(code), "message": .string(message), "data": data]
    }
}
