import IntentFlowManifest
import Foundation
import Testing
@testable import IntentFlowMCP

@Suite struct MCPServerProtocolTests {
    private func initialize(_ project: MCPTestProject, version: String?) -> JSONValue {
        var params: JSONObject = ["capabilities": [:], "clientInfo": ["name": "test", "version": "1"]]
        if let version { params["protocolVersion"] = .string(version) }
        return project.request("initialize", .object(params))
    }

    @Test func initializeAnswersTheVersionAskedForWhenSupported() throws {
        let project = try MCPTestProject()
        for version in ["2025-11-25", "2025-06-18", "2025-03-26"] {
            #expect(initialize(project, version: version)["result"]?["protocolVersion"] == .string(version))
        }
        #expect(project.server.negotiatedVersion == "2025-03-26")
    }

    @Test func initializeAnswersTheLatestForAnUnknownVersion() throws {
        let project = try MCPTestProject()
        #expect(initialize(project, version: "2031-01-01")["result"]?["protocolVersion"] == "2025-11-25")
        #expect(initialize(project, version: nil)["result"]?["protocolVersion"] == "2025-11-25")
    }

    @Test func initializeDescribesTheServer() throws {
        let result = try #require(initialize(try MCPTestProject(), version: "2025-11-25")["result"])
        #expect(result["serverInfo"]?["name"] == "intentflow")
        #expect(result["serverInfo"]?["version"] == "9.9.9")
        #expect(result["capabilities"]?["tools"] != nil)
        #expect(result["capabilities"]?["resources"] != nil)
        #expect(result["capabilities"]?["prompts"] != nil)
        #expect(result["instructions"]?.stringValue?.contains("validate") == true)
    }

    @Test func aResponseEchoesTheRequestID() throws {
        let project = try MCPTestProject()
        #expect(project.send(#"{"jsonrpc":"2.0","id":"abc","method":"ping"}"#) == ["jsonrpc": "2.0", "id": "abc", "result": [:]])
        #expect(project.send(#"{"jsonrpc":"2.0","id":42,"method":"ping"}"#)?["id"] == 42)
    }

    @Test(arguments: [
        ("not json", -32700),
        ("[]", -32600),
        (#""text""#, -32600),
        (#"{"id":1,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":3}"#, -32600),
        (#"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"no/such"}"#, -32601),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":[]}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nope"}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"intentflow://nothing"}}"#, -32002),
        (#"{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"nope"}}"#, -32602),
    ])
    func aMalformedOrUnknownRequestIsAJSONRPCError(line: String, code: Int) throws {
        let response = try #require(try MCPTestProject().send(line))
        #expect(response["error"]?["code"] == .int(code), "\(line) → \(response.encoded)")
        #expect(response["result"] == nil)
    }

    @Test func notificationsResponsesAndBlankLinesGetNoAnswer() throws {
        let project = try MCPTestProject()
        #expect(project.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        #expect(project.send(#"{"jsonrpc":"2.0","method":"no/such/notification"}"#) == nil)
        #expect(project.send(#"{"jsonrpc":"2.0","id":9,"result":{}}"#) == nil)
        #expect(project.send("   \r") == nil)
    }

    @Test func aBatchIsAnsweredElementByElement() throws {
        let project = try MCPTestProject()
        let response = project.send(
            #"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"},5]"#)
        let elements = try #require(response?.arrayValue)
        #expect(elements.count == 2)
        #expect(elements.first?["result"] == [:])
        #expect(elements.last?["error"]?["code"] == -32600)
    }

    @Test func everyListAnswers() throws {
        let project = try MCPTestProject()
        #expect(project.request("tools/list")["result"]?["tools"]?.arrayValue?.count == MCPToolbox.standard.count)
        #expect(project.request("prompts/list")["result"]?["prompts"]?.arrayValue?.count == 4)
        #expect(project.request("resources/templates/list")["result"]?["resourceTemplates"] == [])
        #expect(project.request("resources/list")["result"]?["resources"]?.arrayValue?.isEmpty == false)
    }

    @Test func everyToolListsSchemasAndATeachingDescription() throws {
        let tools = try #require(try MCPTestProject().request("tools/list")["result"]?["tools"]?.arrayValue)
        for tool in tools {
            #expect(tool["inputSchema"]?["type"] == "object")
            #expect(tool["inputSchema"]?["additionalProperties"] == false)
            #expect(tool["outputSchema"]?["type"] == "object")
            // A sentence that says when to call it; no more, as an agent pays for the list in tokens.
            #expect((tool["description"]?.stringValue?.count ?? 0) > 60, "\(tool["name"]?.encoded ?? "")")
        }
        let names = tools.compactMap { $0["name"]?.stringValue }
        #expect(names.sorted() == [
            "ai_context", "check", "diff", "explain", "features", "generate", "graph", "procedure", "tokens", "validate",
        ])
    }

    /// `mutate` builds and runs the package's code: a server offers it only when started with `--allow-mutate`.
    @Test func mutateIsOffUnlessTheServerIsStartedWithItsFlag() throws {
        let project = try MCPTestProject()
        let listed = project.request("tools/list")["result"]?["tools"]?.arrayValue ?? []
        #expect(!listed.contains { $0["name"] == "mutate" })
        try project.write("Package.swift", "// swift-tools-version:6.2\nimport PackageDescription\n")
        let refused = project.request(
            "tools/call", ["name": "mutate", "arguments": ["manifest": .string(MCPTestProject.manifest)]])
        let message = refused["error"]?["message"]?.stringValue ?? ""
        #expect(message.contains("intentflow mcp --allow-mutate"), "\(refused.encoded)")
        #expect(project.read(".build/intentflow-mutate/package/Package.swift") == nil)
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent(".build").path))

        project.server.tools = MCPToolbox.offered(allowingMutate: true)
        let offered = project.request("tools/list")["result"]?["tools"]?.arrayValue ?? []
        #expect(offered.contains { $0["name"] == "mutate" })
    }
}
