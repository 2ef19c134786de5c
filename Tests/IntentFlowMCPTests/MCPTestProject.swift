import IntentFlowManifest
import Foundation
import IntentFlowMCP

/// A scratch project holding the repository's Login manifest in a feature folder, removed afterwards, and a server
/// rooted at it.
final class MCPTestProject {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let manifest = "Login/Login.intentflow.yaml"

    let url: URL
    var server: MCPServer
    private var nextID = 0

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-mcp-\(UUID().uuidString)")
        server = MCPServer(root: url, version: "9.9.9")
        let source = Self.repository.appendingPathComponent(".intentflow/login.intentflow.yaml")
        try write(Self.manifest, String(decoding: try Data(contentsOf: source), as: UTF8.self))
        // The feature-folder layout (code beside the manifest in Login/), which the default (package) is not.
        try write(".intentflow/config.yaml", "params:\n  layout: feature-folder\n")
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The response to one raw line, parsed; `nil` when the server sent none.
    func send(_ line: String) -> JSONValue? {
        server.handle(Data(line.utf8)).flatMap(JSONValue.parse)
    }

    /// The response to a request of `method` with `params`.
    func request(_ method: String, _ params: JSONValue = [:]) -> JSONValue {
        nextID += 1
        let message: JSONValue = ["jsonrpc": "2.0", "id": .int(nextID), "method": .string(method), "params": params]
        return send(message.encoded) ?? .null
    }

    /// The `result` of calling the tool `name`.
    func call(_ name: String, _ arguments: JSONValue = [:]) -> JSONValue {
        request("tools/call", ["name": .string(name), "arguments": arguments])["result"] ?? .null
    }
}

extension JSONValue {
    /// The text of a tool result's first content block.
    var firstText: String { self["content"]?.arrayValue?.first?["text"]?.stringValue ?? "" }
    /// Whether a tool result is an error.
    var isError: Bool { self["isError"] == .bool(true) }
    /// The integer, when this is one.
    var intValue: Int? { wholeNumber }
}
