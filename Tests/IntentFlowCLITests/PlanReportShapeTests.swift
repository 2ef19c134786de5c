import Foundation
@testable import IntentFlowMCP
import IntentFlowManifest
import Testing
@testable import IntentFlowCLI

/// `generate --format json` and the MCP `generate` tool report one plan in one shape: the library's
/// `GenerationReport`, with the conflicts listed by path and `written` saying whether anything was written.
@Suite struct PlanReportShapeTests {
    private func parsed(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theCommandAndTheMCPToolPrintTheSamePlanInTheSameShape() throws {
        let project = try Project(config: "pack: base\noutput: .\n")
        let created = project.run(["feature", "Login", "--mode", "ai"])
        #expect(created.code == .success, "\(created.stderr)")
        let contract = try #require(project.read("Login/LoginContract.swift"))
        try project.write("Login/LoginContract.swift", contract + "// edited by hand\n")

        let command = project.run(["generate", "Login/Login.intentflow.yaml", "--dry-run", "--format", "json"])
        #expect(command.code == .findings, "a dry run with a conflict is a finding: \(command.stderr)")
        let cli = try parsed(command.stdout)
        let result = try MCPGenerateTool.run(
            MCPArguments(["paths": ["Login/Login.intentflow.yaml"]], declared: ["paths", "apply", "update"]),
            MCPWorkspace(root: project.url))
        let mcp = try parsed(result.structured.encoded)

        let keys = ["conflicts", "diff", "files", "orphans", "output", "summary", "upgrades", "written"]
        #expect(cli.keys.sorted() == keys)
        #expect(mcp.keys.sorted() == keys)
        #expect(cli["conflicts"] as? [String] == ["Login/LoginContract.swift"])
        #expect(mcp["conflicts"] as? [String] == ["Login/LoginContract.swift"])
        #expect(cli["written"] as? Bool == false && mcp["written"] as? Bool == false)
        #expect(cli["summary"] as? [String: Int] == mcp["summary"] as? [String: Int])
        #expect(cli["diff"] as? String == mcp["diff"] as? String)
        #expect((cli["diff"] as? String)?.contains("edited by hand") == true)
        #expect((cli["output"] as? String)?.hasPrefix("/") == true)
        #expect(mcp["output"] as? String == ".")
    }
}
