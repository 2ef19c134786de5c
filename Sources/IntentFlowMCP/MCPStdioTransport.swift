#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import IntentFlowManifest

/// The stdio transport: newline-delimited JSON-RPC messages on two file descriptors.
///
/// Messages are handled one at a time in arrival order. End of input ends the loop; a line longer than
/// ``maximumLineLength`` is answered with a parse error and skipped, so no input can exhaust memory.
public struct MCPStdioTransport: Sendable {
    /// Where messages come from.
    public var input: Int32
    /// Where responses go.
    public var output: Int32
    /// The longest message accepted, in bytes: 64 MiB.
    public var maximumLineLength = 64 << 20

    /// Creates a transport over two descriptors (standard input and output by default).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Serves `server` until end of input. Returns `false` when the output could not be written (the client left).
    public func serve(_ server: inout MCPServer) -> Bool {
        var reader = MCPLineReader(maximumLineLength: maximumLineLength)
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let events = chunk.withUnsafeBufferPointer { reader.feed(UnsafeBufferPointer(rebasing: $0[0..<count])) }
            for event in events {
                switch event {
                case .line(let line):
                    if let response = server.handle(Data(line)), !send(response) { return false }
                case .tooLong:
                    if !send(Self.tooLong) { return false }
                }
            }
        }
        if let last = reader.finish(), let response = server.handle(Data(last)) { return send(response) }
        return true
    }

    private static let tooLong = Data(
        MCPServer.responseObject(id: .null, error: .parseError("the message is longer than the 64 MiB limit")).encoded
            .utf8)

    private func send(_ response: Data) -> Bool {
        var bytes = response
        bytes.append(0x0A)
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(output, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
