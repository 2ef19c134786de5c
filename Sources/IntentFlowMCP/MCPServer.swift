import IntentFlowManifest
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The IntentFlow MCP server's message handling: one JSON-RPC 2.0 message in, at most one out.
///
/// It holds no cache: every call loads what it needs from disk, so a manifest edited between two calls is read
/// anew. The transport (``MCPStdioTransport``) feeds it lines; tests call ``handle(_:)`` directly.
package struct MCPServer: Sendable {
    /// What the server may read and write.
    package var workspace: MCPWorkspace
    /// The version `serverInfo` reports (the CLI's).
    package var serverVersion: String
    /// The tools offered, in the order `tools/list` shows them.
    package var tools: [MCPTool]
    /// The protocol revision agreed in `initialize`, once it has happened.
    package private(set) var negotiatedVersion: String?
    /// How long one tool call may take, in seconds, before it is answered with an error and cancelled
    /// (``MCPTimeBound``).
    package var toolTimeout = MCPTimeBound.standard.seconds

    /// Creates a server for the directory `root`, offering `tools` (by default every tool but those that run the
    /// package's code: ``MCPToolbox/standard``).
    package init(root: URL, version: String, tools: [MCPTool] = MCPToolbox.standard) {
        self.workspace = MCPWorkspace(root: root)
        self.serverVersion = version
        self.tools = tools
    }

    /// Handles one line of input: the response to send (compact JSON, no newline), or `nil` when there is none (a
    /// notification, a response, a blank line). Messages are answered one after another, each before this returns;
    /// the stdio transport runs them at once instead (``MCPRequestScheduler``).
    package mutating func handle(_ line: Data) -> Data? {
        let bound = MCPTimeBound(seconds: toolTimeout)
        switch read(line) {
        case .blank: return nil
        case .message(let inbound): return inbound.respondHere(bound: bound).map { Data($0.encoded.utf8) }
        case .batch(let inbounds):
            let responses = inbounds.compactMap { $0.respondHere(bound: bound) }
            return responses.isEmpty ? nil : Data(JSONValue.array(responses).encoded.utf8)
        }
    }

    /// One line of input, read: blank, one message, or a batch (whose responses go out as one array).
    enum Line: Sendable {
        case blank
        case message(MCPInbound)
        case batch([MCPInbound])
    }

    /// Reads one line: what each of its messages asks (``inbound(_:)``).
    mutating func read(_ line: Data) -> Line {
        guard line.contains(where: { !Self.isWhitespace($0) }) else { return .blank }
        guard let message = JSONValue.parse(line) else {
            return .message(Self.refusal(.null, .parseError("the message is not valid JSON")))
        }
        guard case .array(let batch) = message else { return .message(inbound(message)) }
        guard !batch.isEmpty else {
            return .message(Self.refusal(.null, .invalidRequest("an empty batch")))
        }
        return .batch(batch.map { inbound($0) })
    }

    /// What one message asks: an answer made here (cheap, and `initialize`, the one that changes the server), work
    /// to run off the reading thread, or a cancellation.
    mutating func inbound(_ message: JSONValue) -> MCPInbound {
        guard case .object(let members) = message else {
            return Self.refusal(.null, .invalidRequest("a message must be a JSON object"))
        }
        let id = members["id"]
        if let id, !Self.isValidID(id) {
            return Self.refusal(.null, .invalidRequest("'id' must be a string or an integer"))
        }
        guard members["jsonrpc"] == "2.0" else {
            return Self.refusal(id ?? .null, .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        guard let method = members["method"] else {
            // A response to a request of ours (the server sends none) needs no answer.
            if id != nil, members["result"] != nil || members["error"] != nil { return .answered(nil) }
            return Self.refusal(id ?? .null, .invalidRequest("a request needs a 'method'"))
        }
        guard case .string(let name) = method else {
            return Self.refusal(id ?? .null, .invalidRequest("'method' must be a string"))
        }
        // A notification (initialized, cancelled, …): nothing to answer; a cancellation names a request to stop.
        guard let id else {
            return MCPCancellation.requestID(name, members["params"]).map { .cancel($0) } ?? .answered(nil)
        }
        do {
            let params = try Self.params(members["params"])
            // `initialize` belongs to the handshake revisions whatever its `_meta` says.
            let envelope = name == "initialize" ? nil : try MCPRequestEnvelope.read(params)
            // A discover result always has the stateless shape: a client may ask before it knows what to speak.
            let shaped = envelope != nil || name == "server/discover"
            guard let result = try immediate(name, params) else {
                return .work(work(name, params, id: id, shaped: shaped))
            }
            return .answered(success(id: id, method: name, result: result, shaped: shaped))
        } catch {
            return Self.refusal(id, error)
        }
    }

    /// The result of a method answered on the reading thread, or `nil` for one that reads the project or may write
    /// it (``deferred(_:_:)``). Nothing here touches the disk, so no answer waits behind a slow one.
    private mutating func immediate(_ name: String, _ params: JSONObject) throws(JSONRPCError) -> JSONValue? {
        switch name {
        case "initialize": return initialize(params)
        case "server/discover": return discover
        case "ping": return [:]
        case "tools/list": return ["tools": .array(tools.map(\.listing))]
        case "resources/templates/list": return ["resourceTemplates": []]
        case "prompts/list": return MCPPrompts.list
        case "tools/call", "resources/list", "resources/read", "prompts/get": return nil
        default: throw .methodNotFound(name)
        }
    }

    /// The result of a method that reads the project (or, for a tool call, may write it): run as a task, which the
    /// client's cancellation and the time bound cancel.
    private func deferred(_ name: String, _ params: JSONObject) throws(JSONRPCError) -> JSONValue {
        switch name {
        case "tools/call": return try callTool(params)
        case "resources/list": return MCPResources.list(in: workspace)
        case "resources/read": return try MCPResources.read(Self.string("uri", in: params), in: workspace)
        case "prompts/get": return try MCPPrompts.get(params, in: workspace)
        default: throw .methodNotFound(name)
        }
    }

    /// The work of a deferred request `name`: its response, whether it may write, and its answer past the bound.
    private func work(_ name: String, _ params: JSONObject, id: JSONValue, shaped: Bool) -> MCPRequestWork {
        let server = self
        let respond: @Sendable () -> JSONValue? = {
            do throws(JSONRPCError) {
                return server.success(id: id, method: name, result: try server.deferred(name, params), shaped: shaped)
            } catch {
                return Self.responseObject(id: id, error: error)
            }
        }
        guard name == "tools/call" else { return MCPRequestWork(id: id, writes: false, respond: respond) }
        let toolName = params["name"]?.stringValue ?? ""
        let writes = tools.first(where: { $0.name == toolName }).map { !$0.isReadOnly } ?? false
        let timedOut = MCPToolResult.failure(
            MCPToolError(
                "'\(toolName)' did not finish within \(Self.seconds(toolTimeout)) seconds and was cancelled; a "
                    + "generate that had not begun renaming writes nothing, one that had completes (call it again to "
                    + "see)"))
        return MCPRequestWork(
            id: id, writes: writes, timeoutResponse: success(id: id, method: name, result: timedOut, shaped: shaped),
            respond: respond)
    }

    /// `value` as a person reads a number of seconds: `120`, `0.1`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
    }

    /// The response carrying `result`, in the stateless revisions' shape when `shaped`.
    private func success(id: JSONValue, method: String, result: JSONValue, shaped: Bool) -> JSONValue {
        guard shaped else { return ["jsonrpc": "2.0", "id": id, "result": result] }
        let result = MCPRequestEnvelope.shape(result, method: method, serverInfo: serverInfo)
        return ["jsonrpc": "2.0", "id": id, "result": result]
    }

    private mutating func initialize(_ params: JSONObject) -> JSONValue {
        let version = MCPProtocolVersion.negotiate(params["protocolVersion"]?.stringValue)
        negotiatedVersion = version
        return [
            "protocolVersion": .string(version), "capabilities": Self.capabilities, "serverInfo": serverInfo,
            "instructions": .string(Self.instructions),
        ]
    }

    /// The `server/discover` result of the stateless revisions: what `initialize` tells, without a handshake. Answered
    /// with or without an envelope, so a client can ask before it knows which revision to speak.
    private var discover: JSONValue {
        [
            "supportedVersions": .array(MCPProtocolVersion.stateless.map(JSONValue.string)),
            "capabilities": Self.capabilities, "instructions": .string(Self.instructions),
        ]
    }

    /// Who answers: `serverInfo` of `initialize`, and `_meta`'s server identity in the stateless revisions.
    private var serverInfo: JSONValue {
        ["name": "intentflow", "title": "IntentFlow", "version": .string(serverVersion)]
    }

    /// What the server offers, the same in every revision: nothing it lists changes while it runs.
    private static let capabilities: JSONValue = [
        "tools": ["listChanged": false], "resources": ["subscribe": false, "listChanged": false],
        "prompts": ["listChanged": false],
    ]

    private func callTool(_ params: JSONObject) throws(JSONRPCError) -> JSONValue {
        let name = try Self.string("name", in: params)
        guard let tool = tools.first(where: { $0.name == name }) else {
            if MCPToolbox.runningPackageCode.contains(name) {
                throw .invalidParams(
                    "the tool '\(name)' builds and runs the package's code (its Package.swift and tests) and is off; "
                        + "the person running the server turns it on with `intentflow mcp --allow-mutate`")
            }
            throw .invalidParams("unknown tool '\(name)'; the tools are \(tools.map(\.name).joined(separator: ", "))")
        }
        return tool.call(params["arguments"], in: workspace)
    }

    /// What `initialize` tells the agent about the server.
    static let instructions = """
        IntentFlow keeps one YAML manifest per feature (*.intentflow.yaml: states, intents, events, effects, \
        invariants, acceptance traces) and generates Swift from it. Call `features` to see the features, `explain` \
        for the feature and owner of a file before editing it, `validate` after editing a manifest, `generate` \
        (plan and diff; `apply: true` writes) to bring generated code up to date, `check` to compare code with its \
        manifests, and `ai_context` for a compact bundle on one feature. Never edit generator-owned files by hand.
        """

    static func params(_ value: JSONValue?) throws(JSONRPCError) -> JSONObject {
        switch value {
        case nil, .null?: return [:]
        case .object(let members)?: return members
        default: throw .invalidParams("'params' must be an object")
        }
    }

    static func string(_ name: String, in params: JSONObject) throws(JSONRPCError) -> String {
        guard case .string(let value)? = params[name] else { throw .invalidParams("'\(name)' must be a string") }
        return value
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string: true
        case .number: id.wholeNumber != nil
        default: false
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A message answered at once with `error`.
    private static func refusal(_ id: JSONValue, _ error: JSONRPCError) -> MCPInbound {
        .answered(responseObject(id: id, error: error))
    }

    static func responseObject(id: JSONValue, error: JSONRPCError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": error.json]
    }

}
