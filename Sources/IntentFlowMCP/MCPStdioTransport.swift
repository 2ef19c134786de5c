import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The stdio transport: newline-delimited JSON-RPC messages on two file descriptors.
///
/// Messages are read in arrival order on the calling thread. What needs no disk (`ping`, the lists, `initialize`, a
/// protocol error) is answered there at once; tool calls and resource and prompt reads run at once with each other
/// (``MCPRequestScheduler``), so a `ping` behind a slow `check` is answered first, and `notifications/cancelled`
/// stops the request it names. End of input ends the loop once every request has ended; a line longer than
/// ``maximumLineLength`` is answered with a parse error and skipped, so no input can exhaust memory.
package struct MCPStdioTransport: Sendable {
    /// Where messages come from.
    package var input: Int32
    /// Where responses go.
    package var output: Int32
    /// The longest message accepted, in bytes: 64 MiB.
    package var maximumLineLength = 64 << 20
    /// How many requests run at once; more wait for a place.
    package var concurrentRequests = 8

    /// Creates a transport over two descriptors (standard input and output by default).
    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Serves `server` until end of input. Returns `false` when the output could not be written (the client left);
    /// the requests still running are then cancelled.
    package func serve(_ server: inout MCPServer) -> Bool {
        let output = MCPOutput(descriptor: output)
        let scheduler = MCPRequestScheduler(
            limit: concurrentRequests, bound: MCPTimeBound(seconds: server.toolTimeout), output: output)
        var reader = MCPLineReader(maximumLineLength: maximumLineLength)
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while !output.failed {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let events = chunk.withUnsafeBufferPointer { reader.feed(UnsafeBufferPointer(rebasing: $0[0..<count])) }
            for event in events {
                switch event {
                case .line(let line): Self.route(server.read(Data(line)), to: scheduler, output, bound: scheduler.bound)
                case .tooLong: output.send(Self.tooLong)
                }
            }
        }
        if !output.failed, let last = reader.finish() {
            Self.route(server.read(Data(last)), to: scheduler, output, bound: scheduler.bound)
        }
        guard !output.failed else {
            scheduler.cancelAll()
            return false
        }
        scheduler.waitUntilIdle()
        return !output.failed
    }

    /// Sends what is answered, hands work to the scheduler and passes cancellations on. A batch that holds work runs
    /// as one request, its members one after another, and is answered as one array.
    private static func route(
        _ line: MCPServer.Line, to scheduler: MCPRequestScheduler, _ output: MCPOutput, bound: MCPTimeBound
    ) {
        switch line {
        case .blank: return
        case .message(.answered(let response)): if let response { output.send(response) }
        case .message(.work(let work)): scheduler.submit(work)
        case .message(.cancel(let id)): scheduler.cancel(id)
        case .batch(let members):
            for case .cancel(let id) in members { scheduler.cancel(id) }
            let works = members.compactMap { member -> MCPRequestWork? in
                if case .work(let work) = member { return work }
                return nil
            }
            let respond: @Sendable () -> JSONValue? = {
                let responses = members.compactMap { $0.respondHere(bound: bound) }
                return responses.isEmpty ? nil : .array(responses)
            }
            guard works.isEmpty else {
                let writes = works.contains(where: \.writes)
                return scheduler.submit(MCPRequestWork(id: nil, writes: writes, respond: respond))
            }
            if let response = respond() { output.send(response) }
        }
    }

    private static let tooLong = MCPServer.responseObject(
        id: .null, error: .parseError("the message is longer than the 64 MiB limit"))
}
