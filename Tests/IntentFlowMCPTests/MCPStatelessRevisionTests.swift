import IntentFlowManifest
import Testing
@testable import IntentFlowMCP

/// The stateless revision 2026-07-28 beside the handshake revisions: `server/discover`, the version and capabilities
/// in each request's `_meta`, the results' `resultType` and cache hints.
@Suite struct MCPStatelessRevisionTests {
    private func envelope(version: String = "2026-07-28", capabilities: Bool = true) -> JSONValue {
        var meta: JSONObject = [MCPRequestEnvelope.versionKey: .string(version)]
        if capabilities { meta[MCPRequestEnvelope.capabilitiesKey] = [:] }
        return .object(meta)
    }

    @Test func discoverNamesTheStatelessRevisionAndTheServer() throws {
        let result = try #require(try MCPTestProject().request("server/discover", ["_meta": envelope()])["result"])
        #expect(result["supportedVersions"] == ["2026-07-28"])
        #expect(result["capabilities"]?["tools"] != nil)
        #expect(result["resultType"] == "complete")
        #expect(result["cacheScope"] == "public")
        #expect(result["ttlMs"] == 3_600_000)
        #expect(result["_meta"]?[MCPRequestEnvelope.serverInfoKey]?["name"] == "intentflow")
        #expect(result["instructions"]?.stringValue?.contains("validate") == true)
    }

    @Test func discoverWithoutAnEnvelopeStillHasTheStatelessShape() throws {
        let result = try #require(try MCPTestProject().request("server/discover")["result"])
        #expect(result["resultType"] == "complete")
        #expect(result["supportedVersions"] == ["2026-07-28"])
    }

    @Test func anUnknownRevisionIsRefusedWithTheSupportedList() throws {
        let response = try MCPTestProject().request("tools/list", ["_meta": envelope(version: "2099-01-01")])
        let error = try #require(response["error"])
        #expect(error["code"] == -32022)
        #expect(error["data"]?["requested"] == "2099-01-01")
        #expect(error["data"]?["supported"] == .array(MCPProtocolVersion.supported.map(JSONValue.string)))
    }

    @Test func aRequestWithoutCapabilitiesIsInvalid() throws {
        let response = try MCPTestProject().request("tools/list", ["_meta": envelope(capabilities: false)])
        #expect(response["error"]?["code"] == -32602)
    }

    @Test func listsCarryTheirCacheHintsAndCallsOnlyTheirResultType() throws {
        let project = try MCPTestProject()
        let tools = try #require(project.request("tools/list", ["_meta": envelope()])["result"])
        #expect(tools["resultType"] == "complete" && tools["cacheScope"] == "public")
        let resources = try #require(project.request("resources/list", ["_meta": envelope()])["result"])
        #expect(resources["cacheScope"] == "private" && resources["ttlMs"] == 0)
        let call = try #require(
            project.request("tools/call", ["name": "features", "arguments": [:], "_meta": envelope()])["result"])
        #expect(call["resultType"] == "complete")
        #expect(call["cacheScope"] == nil)
        #expect(call["structuredContent"] != nil)
    }

    @Test func theSameConnectionAnswersBothEras() throws {
        let project = try MCPTestProject()
        let stateless = try #require(project.request("tools/list", ["_meta": envelope()])["result"])
        let handshake = try #require(project.request("tools/list")["result"])
        #expect(handshake["resultType"] == nil)
        #expect(stateless["tools"] == handshake["tools"])
    }

    @Test func initializeNeverAgreesOnAStatelessRevision() throws {
        let response = try MCPTestProject().request(
            "initialize", ["protocolVersion": "2026-07-28", "capabilities": [:], "_meta": envelope()])
        #expect(response["result"]?["protocolVersion"] == "2025-11-25")
    }

    @Test func onlyTheWritingToolIsMarkedDestructive() throws {
        let tools = try #require(try MCPTestProject().request("tools/list")["result"]?["tools"]?.arrayValue)
        for tool in tools {
            let writes = tool["name"] == "generate"
            #expect(tool["annotations"]?["readOnlyHint"] == .bool(!writes), "\(tool["name"]?.stringValue ?? "")")
            #expect(tool["annotations"]?["destructiveHint"] == (writes ? true : nil), "\(tool["name"]?.stringValue ?? "")")
        }
    }

    @Test func everyPromptIsReachableAsATool() throws {
        let project = try MCPTestProject()
        let tool = try #require(project.request("tools/list")["result"]?["tools"]?.arrayValue?.first {
            $0["name"] == "procedure"
        })
        let names = tool["inputSchema"]?["properties"]?["name"]?["enum"]
        #expect(names == .array(MCPPrompts.all.map { .string($0.name) }))
        let result = project.call(
            "procedure", ["name": "add_trace", "arguments": ["manifest": .string(MCPTestProject.manifest), "behaviour": "x"]])
        #expect(result["isError"] == false)
        #expect(result["structuredContent"]?["text"]?.stringValue?.contains("feature:") == true)
        #expect(project.call("procedure", ["name": "nope"])["isError"] == true)
    }
}
