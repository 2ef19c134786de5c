import Foundation

/// An `intentflow mcp` process driven over its pipes, one request and response at a time, for `intentflow-bench mcp`.
final class MCPServerSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()

    /// Starts `binary mcp --root root`.
    init(_ binary: URL, root: URL) throws {
        process.executableURL = binary
        process.arguments = ["mcp", "--root", root.path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Sends one request line and waits for the response line.
    func exchange(_ line: String) throws -> String {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let response = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[pending.index(after: newline)...])
                return response
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw GeneratorBenchmarkFailure("intentflow mcp ended without answering") }
            pending.append(chunk)
        }
    }

    /// Closes the server's input and waits for it to exit; throws unless it exits with 0.
    func finish() throws {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GeneratorBenchmarkFailure("intentflow mcp exited with \(process.terminationStatus)")
        }
    }

    /// An `initialize` request at the latest protocol revision.
    static let initialize = """
        {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},\
        "clientInfo":{"name":"intentflow-bench","version":"1"}}}
        """
}
