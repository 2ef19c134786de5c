import Foundation
import IntentFlowManifest
import IntentFlowMCP
import Testing

/// The `mutate` tool, offered (`intentflow mcp --allow-mutate`): what it refuses before building anything (its
/// scoring is `intentflow mutate`'s, tested with the command).
@Suite struct MCPMutateToolTests {
    /// A project whose server offers `mutate`.
    func makeProject() throws -> MCPTestProject {
        let project = try MCPTestProject()
        project.server.tools = MCPToolbox.offered(allowingMutate: true)
        return project
    }

    @Test func aManifestInNoPackageInsideTheRootIsAToolError() throws {
        let project = try makeProject()
        let result = project.call("mutate", ["manifest": .string(MCPTestProject.manifest)])
        #expect(result.isError)
        #expect(result.firstText.contains("is in no Swift package inside the server's root"), "\(result.firstText)")
    }

    @Test func aFeatureWithoutAReducerIsAToolErrorAtItsManifestAndNothingIsWritten() throws {
        let project = try makeProject()
        try project.write("Package.swift", "// swift-tools-version:6.2\nimport PackageDescription\n")
        let result = project.call("mutate", ["manifest": .string(MCPTestProject.manifest)])
        #expect(result.isError)
        #expect(result.firstText.contains("Login.intentflow.yaml:"), "\(result.firstText)")
        #expect(result.firstText.contains("no reducer for Login"), "\(result.firstText)")
        #expect(project.read(".build/intentflow-mutate/package/Package.swift") == nil)
    }

    @Test func theManifestIsRequired() throws {
        let project = try makeProject()
        #expect(project.call("mutate", [:]).isError)
    }
}
