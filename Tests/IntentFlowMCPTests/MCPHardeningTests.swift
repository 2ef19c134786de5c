import IntentFlowManifest
import Foundation
import Testing

@testable import IntentFlowMCP

/// Issue 32, cause 10: the transport's work is linear in its input and bounded in memory, and no tool blocks on a
/// FIFO.
@Suite struct MCPHardeningTests {
    private func feed(_ reader: inout MCPLineReader, _ text: [UInt8]) -> [MCPLineReader.Event] {
        text.withUnsafeBufferPointer { reader.feed($0) }
    }

    @Test func aLongLineInManyReadsIsExaminedOnceByteByByte() {
        var reader = MCPLineReader(maximumLineLength: 64 << 20)
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
        var events: [MCPLineReader.Event] = []
        for _ in 0..<64 { events += feed(&reader, chunk) }
        events += feed(&reader, Array("\n".utf8))
        #expect(events == [.line([UInt8](repeating: UInt8(ascii: "x"), count: 64 * (64 << 10)))])
        // Each byte once: the old loop scanned the whole pending line again after every read (quadratic).
        #expect(reader.examinedBytes == 64 * (64 << 10) + 1)
    }

    @Test func theLimitIsEnforcedAsBytesArriveAndTheLineIsSkipped() {
        var reader = MCPLineReader(maximumLineLength: 100)
        #expect(feed(&reader, [UInt8](repeating: 0x61, count: 60)) == [])
        // Over the limit before any newline: reported at once, nothing more kept.
        #expect(feed(&reader, [UInt8](repeating: 0x61, count: 60)) == [.tooLong])
        #expect(feed(&reader, [UInt8](repeating: 0x61, count: 1000)) == [])
        #expect(feed(&reader, Array("tail\n{}\n".utf8)) == [.line(Array("{}".utf8))])
        #expect(reader.finish() == [])
    }

    @Test func manyLinesInOneReadAreEachAnswered() {
        var reader = MCPLineReader(maximumLineLength: 10)
        #expect(feed(&reader, Array("a\nbb\n\nccc".utf8)) == [.line([0x61]), .line([0x62, 0x62]), .line([])])
        #expect(reader.finish() == Array("ccc".utf8))
    }

    @Test func tokensAndExplainSkipAFIFO() throws {
        let project = try MCPTestProject()
        let fifo = project.url.appendingPathComponent("pipe.txt")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let tokens = project.call("tokens", ["paths": ["pipe.txt"]])
        #expect(tokens["structuredContent"]?["files"]?.arrayValue?.first?["error"]?.stringValue?.contains("not a regular file") == true)
        let explain = project.call("explain", ["path": "pipe.txt"])
        #expect(!explain.isError, "\(explain.firstText)")
        #expect(explain["structuredContent"]?["owner"] == "user")
    }
}

/// Issue 32, cause 10: a tool call that does not finish is answered with an error, and the server serves on.
@Suite struct MCPTimeBoundTests {
    @Test func aCallPastItsBoundIsAnErrorAndTheNextMessageIsServed() throws {
        let release = DispatchSemaphore(value: 0)
        let stuck = MCPTool(
            name: "stuck", title: "Stuck", description: "Never returns until released.",
            inputSchema: ["type": "object", "properties": [:]], outputSchema: ["type": "object"]
        ) { _, _ in
            release.wait()
            return MCPToolResult(structured: [:])
        }
        let project = try MCPTestProject()
        var server = MCPServer(root: project.url, version: "test", tools: [stuck])
        server.toolTimeout = 0.5
        let call = #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"stuck","arguments":{}}}"#
        let answer = try #require(server.handle(Data(call.utf8)).flatMap(JSONValue.parse))
        #expect(answer["result"]?.isError == true)
        #expect(answer["result"]?.firstText.contains("did not finish within") == true)
        let ping = server.handle(Data(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#.utf8)).flatMap(JSONValue.parse)
        #expect(ping?["id"] == 2)
        release.signal()
    }
}

/// Issue 32, cause 11: a child manifest outside the server's root is not read.
@Suite struct MCPChildConfinementTests {
    @Test func aChildOutsideTheRootIsReportedAndNotRead() throws {
        let project = try MCPTestProject()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-mcp-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("schemaVersion: \"0.1\"\nfeature: Secret\nstates: [zzSecretState]\n".utf8)
            .write(to: outside.appendingPathComponent("Secret.intentflow.yaml"))
        try project.write(
            "Host/Host.intentflow.yaml",
            """
            schemaVersion: "0.2"
            feature: Host
            states: [idle]
            intents: [start]
            children:
              - id: secret
                feature: Secret
                manifest: \(outside.appendingPathComponent("Secret.intentflow.yaml").path)

            """)
        let result = project.call("validate", ["paths": ["Host"]])
        let text = result["structuredContent"]?.encoded ?? ""
        #expect(text.contains("outside the project root"), "\(text)")
        let graph = project.call("graph", ["manifest": "Host/Host.intentflow.yaml"])
        let drawn = graph["structuredContent"]?.encoded ?? ""
        #expect(!drawn.contains("zzSecretState"), "\(drawn)")
    }
}
