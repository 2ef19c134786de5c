import IntentFlowManifest
import Foundation
import Testing
@testable import IntentFlowMCP

@Suite struct MCPResourcesAndPromptsTests {
    private func read(_ project: MCPTestProject, _ uri: String) -> JSONValue {
        project.request("resources/read", ["uri": .string(uri)])
    }

    @Test func everyManifestTheSchemaAndTheTemplatesAreListed() throws {
        let project = try MCPTestProject()
        let resources = try #require(project.request("resources/list")["result"]?["resources"]?.arrayValue)
        let uris = resources.compactMap { $0["uri"]?.stringValue }
        #expect(uris.contains("intentflow://manifest/\(MCPTestProject.manifest)"))
        #expect(uris.contains("intentflow://schema/0.1"))
        #expect(uris.contains("intentflow://schema/0.2"))
        #expect(uris.contains { $0.hasPrefix("intentflow://template/") })
        #expect(resources.allSatisfy { $0["name"] != nil && $0["mimeType"] != nil })
    }

    @Test func aManifestReadsAsOnDiskEvenAfterAnEdit() throws {
        let project = try MCPTestProject()
        let uri = "intentflow://manifest/\(MCPTestProject.manifest)"
        let first = read(project, uri)["result"]?["contents"]?.arrayValue?.first
        #expect(first?["text"]?.stringValue == project.read(MCPTestProject.manifest))
        #expect(first?["mimeType"] == "application/yaml")
        try project.write(MCPTestProject.manifest, "feature: Edited\n")
        #expect(read(project, uri)["result"]?["contents"]?.arrayValue?.first?["text"] == "feature: Edited\n")
    }

    @Test func theSchemaAndATemplateRead() throws {
        let project = try MCPTestProject()
        let schema = try #require(read(project, "intentflow://schema/0.2")["result"]?["contents"]?.arrayValue?.first)
        let parsed = JSONValue.parse(Data((schema["text"]?.stringValue ?? "").utf8))
        #expect(parsed?["$schema"] != nil)
        let resources = project.request("resources/list")["result"]?["resources"]?.arrayValue ?? []
        let template = try #require(
            resources.compactMap { $0["uri"]?.stringValue }.first { $0.hasPrefix("intentflow://template/") })
        #expect(read(project, template)["result"]?["contents"]?.arrayValue?.first?["text"]?.stringValue?.isEmpty == false)
    }

    @Test(arguments: [
        "intentflow://manifest/missing.intentflow.yaml", "intentflow://manifest/../../../etc/passwd",
        "intentflow://manifest/hello.txt", "intentflow://schema/9.9", "intentflow://template/none", "file:///etc/passwd",
    ])
    func anUnknownResourceIsNotFound(uri: String) throws {
        let project = try MCPTestProject()
        try project.write("hello.txt", "not a manifest")
        #expect(read(project, uri)["error"]?["code"] == -32002)
    }

    @Test func addCaseNamesTheCaseAndEmbedsTheManifest() throws {
        let project = try MCPTestProject()
        let result = try #require(
            project.request(
                "prompts/get",
                [
                    "name": "add_case",
                    "arguments": ["manifest": .string(MCPTestProject.manifest), "kind": "events", "case": "lockedOut"],
                ])["result"])
        let messages = try #require(result["messages"]?.arrayValue)
        #expect(messages.first?["content"]?["text"]?.stringValue?.contains("lockedOut") == true)
        #expect(messages.first?["content"]?["text"]?.stringValue?.contains("validate") == true)
        #expect(messages.last?["content"]?["type"] == "resource")
        #expect(messages.last?["content"]?["resource"]?["text"]?.stringValue == project.read(MCPTestProject.manifest))
    }

    @Test func everyPromptRendersWithItsRequiredArguments() throws {
        let project = try MCPTestProject()
        let arguments: JSONObject = [
            "add_case": ["manifest": .string(MCPTestProject.manifest), "kind": "states", "case": "locked"],
            "add_trace": ["manifest": .string(MCPTestProject.manifest), "behaviour": "lock after three failures"],
            "new_feature": ["name": "Checkout"],
            "fix_check_finding": ["finding": "A.swift:1:1: error: missing case [drift.case-missing-in-swift]"],
        ]
        let prompts = project.request("prompts/list")["result"]?["prompts"]?.arrayValue ?? []
        #expect(prompts.count == arguments.count)
        for prompt in prompts {
            let name = try #require(prompt["name"]?.stringValue)
            let result = project.request("prompts/get", ["name": .string(name), "arguments": arguments[name] ?? [:]])
            #expect(result["result"]?["messages"]?.arrayValue?.isEmpty == false, "\(name): \(result.encoded)")
        }
    }

    @Test func aPromptWithAMissingOrUnknownArgumentIsInvalidParams() throws {
        let project = try MCPTestProject()
        let missing = project.request("prompts/get", ["name": "add_trace", "arguments": ["manifest": "x"]])
        #expect(missing["error"]?["code"] == -32602)
        let unknown = project.request("prompts/get", ["name": "new_feature", "arguments": ["name": "A", "colour": "red"]])
        #expect(unknown["error"]?["code"] == -32602)
        let outside = project.request(
            "prompts/get", ["name": "add_trace", "arguments": ["manifest": "../x.intentflow.yaml", "behaviour": "b"]])
        #expect(outside["error"]?["code"] == -32002)
    }
}
