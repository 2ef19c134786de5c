import IntentFlowManifest
import Foundation
import Testing
@testable import IntentFlowMCP

@Suite struct MCPStdioTransportTests {
    /// Feeds `input` to a transport over pipes, closes it, and returns what the server wrote, line by line.
    private func exchange(_ input: String, maximumLineLength: Int? = nil) throws -> (lines: [String], ended: Bool) {
        let project = try MCPTestProject()
        let toServer = Pipe()
        let fromServer = Pipe()
        toServer.fileHandleForWriting.write(Data(input.utf8))
        try toServer.fileHandleForWriting.close()
        var transport = MCPStdioTransport(
            input: toServer.fileHandleForReading.fileDescriptor, output: fromServer.fileHandleForWriting.fileDescriptor)
        if let maximumLineLength { transport.maximumLineLength = maximumLineLength }
        var server = project.server
        let ended = transport.serve(&server)
        try fromServer.fileHandleForWriting.close()
        let output = String(decoding: fromServer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (output.split(separator: "\n").map(String.init), ended)
    }

    @Test func eachLineIsAnsweredInOrderUntilEndOfInput() throws {
        let (lines, ended) = try exchange(
            #"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\r\n\n" + #"{"jsonrpc":"2.0","method":"x"}"# + "\n"
                + #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#)
        #expect(ended)
        #expect(lines.map { JSONValue.parse(Data($0.utf8))?["id"] } == [1, 2])
    }

    @Test func aLineOverTheLimitIsAParseErrorAndTheNextOneIsServed() throws {
        let long = String(repeating: "x", count: 300)
        let (lines, _) = try exchange(long + "\n" + #"{"jsonrpc":"2.0","id":3,"method":"ping"}"# + "\n", maximumLineLength: 100)
        #expect(lines.count == 2)
        #expect(JSONValue.parse(Data(lines[0].utf8))?["error"]?["code"] == -32700)
        #expect(JSONValue.parse(Data(lines[1].utf8))?["id"] == 3)
    }

    @Test func emptyInputEndsAtOnceWithNothingWritten() throws {
        let (lines, ended) = try exchange("")
        #expect(ended)
        #expect(lines.isEmpty)
    }
}
