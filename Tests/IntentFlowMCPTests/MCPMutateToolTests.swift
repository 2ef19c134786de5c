import Foundation
import IntentFlowAI
import Testing

/// The `mutate` tool: what it refuses before building anything (its scoring is `intentflow mutate`'s, tested with
/// the command).
@Suite struct MCPMutateToolTests {
    @Test func aManifestInNoPackageInsideTheRootIsAToolError() throws {
        let project = try MCPTestProject()
        let result = project.call("mutate", ["manifest": .string(MCPTestProject.manifest)])
        #expect(result.isError)
        #expect(result.firstText.contains("is in no Swift package inside the server's root"), "\(result.firstText)")
    }

    @Test func aFeatureWithoutAReducerIsAToolErrorAtItsManifestAndNothingIsWritten() throws {
        let project = try MCPTestProject()
        try project.write("Package.swift", "// swift-tools-version:6.2\nimport PackageDescription\n")
        let result = project.call("mutate", ["manifest": .string(MCPTestProject.manifest)])
        #expect(result.isError)
        #expect(result.firstText.contains("Login.intentflow.yaml:"), "\(result.firstText)")
        #expect(result.firstText.contains("no reducer for Login"), "\(result.firstText)")
        #expect(project.read(".build/intentflow-mutate/package/Package.swift") == nil)
    }

    @Test func theManifestIsRequired() throws {
        let project = try MCPTestProject()
        #expect(project.call("mutate", [:]).isError)
    }
}
