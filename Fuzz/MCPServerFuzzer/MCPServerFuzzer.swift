import Foundation
import IntentFlowGenerate
import IntentFlowMCP

/// libFuzzer entry point for the MCP server's JSON-RPC input: the bytes are the lines a client sends on standard
/// input, handed to ``MCPServer/handle(_:)`` one by one, then the same bytes read by ``MCPStdioTransport`` itself from
/// a pipe (with a small line limit, so the limit's path runs too), its answers written to /dev/null.
///
/// Built by Scripts/fuzz-mcp.sh against IntentFlowMCP and its dependencies compiled with coverage and ASan. Any input
/// must be answered without crashing or hanging, and every answer must be one JSON-RPC 2.0 object (or a batch of
/// them) on one line. The server works on a small project of its own: one valid manifest, so `validate`, `graph`,
/// `generate` and `check` reach past their argument checks.
/// Loads once what the process keeps for good (the default pack, parsed on first use), so LeakSanitizer does not
/// take that one allocation for a leak of the first input that needs it.
@_cdecl("LLVMFuzzerInitialize")
public func mcpServerFuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    _ = try? PackCatalog(projectRoot: nil).builtInPack()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func mcpServerFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var server = MCPServer(root: FuzzProject.root, version: "fuzz")
    // libFuzzer bounds each input (-timeout); a worker thread per call would only blur its leak accounting.
    server.toolTimeout = .infinity
    for line in UnsafeBufferPointer(start: data, count: size).split(separator: 0x0A, omittingEmptySubsequences: false) {
        guard let response = server.handle(Data(line)) else { continue }
        precondition(!response.contains(0x0A), "a response spans lines")
        let decoded = try? JSONSerialization.jsonObject(with: response)
        let messages = (decoded as? [Any]) ?? [decoded as Any]
        for message in messages {
            guard let object = message as? [String: Any] else { preconditionFailure("not an object: \(response)") }
            precondition(object["jsonrpc"] as? String == "2.0", "no jsonrpc: \(String(decoding: response, as: UTF8.self))")
            precondition((object["result"] == nil) != (object["error"] == nil), "result xor error")
        }
    }
    serveThroughTheTransport(UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// Feeds the bytes to the stdio transport through a pipe (libFuzzer's inputs fit in a pipe's buffer) and checks that
/// it reads them to their end.
private func serveThroughTheTransport(_ bytes: UnsafeBufferPointer<UInt8>) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    let sink = open("/dev/null", O_WRONLY)
    defer {
        close(ends[0])
        close(sink)
    }
    _ = write(ends[1], bytes.baseAddress, bytes.count)
    close(ends[1])
    var transport = MCPStdioTransport(input: ends[0], output: sink)
    transport.maximumLineLength = 256
    var server = MCPServer(root: FuzzProject.root, version: "fuzz")
    // libFuzzer bounds each input (-timeout); a worker thread per call would only blur its leak accounting.
    server.toolTimeout = .infinity
    precondition(transport.serve(&server), "the transport stopped before the end of its input")
}

/// The project the fuzzed server reads: created once per process in a temporary directory.
enum FuzzProject {
    static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-mcp-fuzz-\(getpid())")
        let manifest = """
            schemaVersion: "0.2"
            feature: Login
            mode: core
            states: [idle, loading, "failed(message: String)"]
            intents: ["submit(email: String)"]
            events: [succeeded, "rejected(reason: String)"]
            effects: [authenticate]
            acceptanceTraces:
              - "idle + submit -> loading + authenticate"
              - "loading + rejected -> failed"

            """
        try? FileManager.default.createDirectory(at: root.appendingPathComponent("Login"), withIntermediateDirectories: true)
        try? Data(manifest.utf8).write(to: root.appendingPathComponent("Login/Login.intentflow.yaml"))
        return root
    }()
}
