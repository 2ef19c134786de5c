import IntentFlowManifest
import Foundation

@testable import IntentFlowMCP

/// A stdio transport served on a thread of its own over two pipes, so a test can write a message, read the answers
/// as they come, then close the input and collect the rest.
final class MCPServedTransport: @unchecked Sendable {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let ended = DispatchSemaphore(value: 0)
    private var buffered: [UInt8] = []

    /// Starts serving `server`, at most `concurrentRequests` requests at once.
    init(_ server: MCPServer, concurrentRequests: Int = 8) {
        var transport = MCPStdioTransport(
            input: toServer.fileHandleForReading.fileDescriptor, output: fromServer.fileHandleForWriting.fileDescriptor)
        transport.concurrentRequests = concurrentRequests
        let (ended, configured) = (ended, transport)
        Thread.detachNewThread {
            var server = server
            _ = configured.serve(&server)
            ended.signal()
        }
    }

    /// Sends one message.
    func send(_ message: JSONValue) {
        toServer.fileHandleForWriting.write(Data((message.encoded + "\n").utf8))
    }

    /// Sends a request of `method`.
    func request(_ id: Int, _ method: String, _ params: JSONValue = [:]) {
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
    }

    /// Calls the tool `name`.
    func call(_ id: Int, _ name: String, _ arguments: JSONValue = [:]) {
        request(id, "tools/call", ["name": .string(name), "arguments": arguments])
    }

    /// Sends `notifications/cancelled` for the request `id`.
    func cancel(_ id: Int) {
        let params: JSONValue = ["requestId": .int(id), "reason": "test"]
        send(["jsonrpc": "2.0", "method": "notifications/cancelled", "params": params])
    }

    /// The next response; `nil` when none comes. A server that never answers fails the test after a minute rather
    /// than hanging it: a guard against a hang, not a measure of speed.
    func next() -> JSONValue? {
        while true {
            if let newline = buffered.firstIndex(of: 0x0A) {
                let line = Array(buffered[..<newline])
                buffered.removeSubrange(...newline)
                return JSONValue.parse(Data(line))
            }
            var poller = pollfd(fd: fromServer.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 60_000) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(poller.fd, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffered += chunk[..<count]
        }
    }

    /// Closes the input, waits until the server has ended every request, and returns the responses not read yet.
    func finish() throws -> [JSONValue] {
        try toServer.fileHandleForWriting.close()
        guard ended.wait(timeout: .now() + 60) == .success else { return [] }
        try fromServer.fileHandleForWriting.close()
        var rest: [JSONValue] = []
        while let response = next() { rest.append(response) }
        return rest
    }
}

/// A tool that blocks until the test releases it, then runs `body`: what a slow call is, without a clock.
final class HeldTool: @unchecked Sendable {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let ended = DispatchSemaphore(value: 0)
    /// What `body` returned, once ended, and whether the task was cancelled by then.
    private(set) var result: MCPToolResult?
    private(set) var failure: MCPToolError?
    private(set) var sawCancellation = false

    /// `base`, held: it starts, waits for the release, then runs as `base` does.
    func tool(wrapping base: MCPTool) -> MCPTool {
        var held = base
        held.run = { [self] arguments, workspace throws(MCPToolError) in
            started.signal()
            release.wait()
            sawCancellation = Task.isCancelled
            defer { ended.signal() }
            do throws(MCPToolError) {
                let value = try base.run(arguments, workspace)
                result = value
                return value
            } catch {
                failure = error
                throw error
            }
        }
        return held
    }

    /// A tool `name` that does nothing once released.
    func tool(_ name: String) -> MCPTool {
        tool(
            wrapping: MCPTool(
                name: name, title: name, description: "Held until released.",
                inputSchema: ["type": "object", "properties": [:]], outputSchema: ["type": "object"]
            ) { _, _ in MCPToolResult(structured: [:]) })
    }
}
