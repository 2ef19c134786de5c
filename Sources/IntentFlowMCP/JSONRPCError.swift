import IntentFlowAI
/// A JSON-RPC 2.0 error object: what the server answers a request it cannot carry out.
///
/// Codes are JSON-RPC's own (-32700 … -32603) and MCP's `-32002` for a resource that does not exist.
public struct JSONRPCError: Error, Hashable, Sendable {
    /// The error code.
    public var code: Int
    /// One sentence saying what is wrong.
    public var message: String

    /// Creates an error.
    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The line was not JSON.
    public static func parseError(_ message: String) -> JSONRPCError { JSONRPCError(code: -32700, message: message) }
    /// The JSON was not a JSON-RPC request or notification.
    public static func invalidRequest(_ message: String) -> JSONRPCError {
        JSONRPCError(code: -32600, message: message)
    }
    /// No such method.
    public static func methodNotFound(_ method: String) -> JSONRPCError {
        JSONRPCError(code: -32601, message: "method not found: '\(method)'")
    }
    /// The method exists but its params are wrong (including an unknown tool, prompt or argument).
    public static func invalidParams(_ message: String) -> JSONRPCError { JSONRPCError(code: -32602, message: message) }
    /// Something failed inside the server.
    public static func internalError(_ message: String) -> JSONRPCError { JSONRPCError(code: -32603, message: message) }
    /// `resources/read` of a URI the server does not have.
    public static func resourceNotFound(_ uri: String) -> JSONRPCError {
        JSONRPCError(code: -32002, message: "resource not found: '\(uri)'")
    }

    /// The error as the `error` member of a response.
    var json: JSONValue { ["code": .int(code), "message": .string(message)] }
}
