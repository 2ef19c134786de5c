import IntentFlowManifest
import Foundation
import Testing

@testable import IntentFlowMCP

/// Issue 45, item 1 (MCP): a cancelled request stops and is not answered, and one slow request never delays another.
/// Issue 40: the time bound cancels the work it gave up on, and a timed-out `generate` writes nothing afterwards.
/// Slow calls are held by the test (``HeldTool``) rather than timed, so each test sees one order of events.
@Suite struct MCPConcurrencyTests {
    @Test func aCancelledCheckStopsItsWorkAndGetsNoResponse() throws {
        let project = try MCPTestProject()
        for index in 0..<200 {
            try project.write("Sources/Part\(index).swift", "func part\(index)() async { await work(\(index)) }\n")
        }
        let held = HeldTool()
        var server = project.server
        server.tools = [held.tool(wrapping: MCPCheckTool.tool)]
        let served = MCPServedTransport(server)
        served.call(1, "check")
        held.started.wait()
        served.cancel(1)
        served.request(2, "ping")
        // The ping is read after the cancellation, so its answer means the cancellation was handled.
        #expect(served.next()?["id"] == 2)
        held.release.signal()
        held.ended.wait()
        #expect(held.sawCancellation)
        // The check stopped at its first file instead of reading the 200 and reporting on them.
        #expect(held.result == nil)
        #expect(held.failure?.message == "the check was cancelled")
        let rest = try served.finish()
        #expect(rest.isEmpty, "the cancelled request was answered: \(rest)")
    }

    @Test func aPingAndACheapCallBehindASlowCallAreAnsweredFirst() throws {
        let project = try MCPTestProject()
        let held = HeldTool()
        var server = project.server
        server.tools = [held.tool("slow"), MCPFeaturesTool.tool]
        let served = MCPServedTransport(server)
        served.call(1, "slow")
        held.started.wait()
        served.request(2, "ping")
        served.call(3, "features")
        let answered = [served.next(), served.next()].compactMap { $0?["id"]?.intValue }
        #expect(answered.sorted() == [2, 3])
        held.release.signal()
        #expect(try served.finish().map { $0["id"] } == [1])
    }

    @Test func aCancelledRequestStillWaitingForAPlaceNeverRuns() throws {
        let project = try MCPTestProject()
        let held = HeldTool()
        var server = project.server
        server.tools = [held.tool("slow")]
        let served = MCPServedTransport(server, concurrentRequests: 1)
        served.call(1, "slow")
        held.started.wait()
        served.call(2, "slow")
        served.cancel(2)
        served.request(3, "ping")
        #expect(served.next()?["id"] == 3)
        // Two releases: a second run of the tool, were it to happen, must not hang the test.
        held.release.signal()
        held.release.signal()
        #expect(try served.finish().map { $0["id"] } == [1])
    }

    @Test func aTimedOutGenerateIsCancelledAndWritesNothingAfterItsAnswer() throws {
        let project = try MCPTestProject()
        let before = try FileManager.default.subpathsOfDirectory(atPath: project.url.path).sorted()
        let held = HeldTool()
        var server = project.server
        server.tools = [held.tool(wrapping: MCPGenerateTool.tool)]
        server.toolTimeout = 0.1
        let served = MCPServedTransport(server)
        served.call(1, "generate", ["apply": true])
        let answer = served.next()
        #expect(answer?["id"] == 1)
        #expect(answer?["result"]?.isError == true)
        #expect(answer?["result"]?.firstText.contains("did not finish within 0.1 seconds and was cancelled") == true)
        // Only now does the generate go on: it must see that it was cancelled and write nothing.
        held.release.signal()
        held.ended.wait()
        #expect(held.sawCancellation)
        #expect(held.failure?.message.contains("the run was cancelled; nothing was written") == true)
        #expect(try served.finish().isEmpty)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: project.url.path).sorted() == before)
    }

    @Test func theTimeBoundOfHandleCancelsTheCallItGaveUpOn() throws {
        let project = try MCPTestProject()
        let held = HeldTool()
        var server = project.server
        server.tools = [held.tool("slow")]
        server.toolTimeout = 0.1
        let call = #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow","arguments":{}}}"#
        let answer = server.handle(Data(call.utf8)).flatMap(JSONValue.parse)
        #expect(answer?["result"]?.isError == true)
        held.release.signal()
        held.ended.wait()
        #expect(held.sawCancellation)
    }

    @Test func toolsThatWriteRunOneAtATimeAndReadersPassThem() throws {
        let project = try MCPTestProject()
        let (writer, reader) = (HeldTool(), HeldTool())
        let output = MCPOutput(descriptor: open("/dev/null", O_WRONLY))
        defer { close(output.descriptor) }
        let scheduler = MCPRequestScheduler(bound: .standard, output: output)
        var server = project.server
        server.tools = [
            writer.tool(wrapping: MCPTool(
                name: "write", title: "w", description: "w", inputSchema: ["type": "object", "properties": [:]],
                outputSchema: ["type": "object"], isReadOnly: false) { _, _ in MCPToolResult(structured: [:]) }),
            reader.tool("read"),
        ]
        for (id, name) in [(1, "write"), (2, "write"), (3, "read")] {
            let message: JSONValue = [
                "jsonrpc": "2.0", "id": .int(id), "method": "tools/call", "params": ["name": .string(name)],
            ]
            guard case .work(let work) = server.inbound(message) else { Issue.record("\(name) is not work"); return }
            scheduler.submit(work)
        }
        #expect(scheduler.runningIDs == [1, 3])
        writer.release.signal()
        writer.release.signal()
        reader.release.signal()
        scheduler.waitUntilIdle()
        #expect(scheduler.runningIDs.isEmpty)
    }
}
