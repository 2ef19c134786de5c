import Foundation
import Testing
@testable import IntentFlowMCP

@Suite struct MCPWorkspaceTests {
    @Test func pathsInsideTheRootResolveAndShowRelative() throws {
        let project = try MCPTestProject()
        let workspace = MCPWorkspace(root: project.url)
        let url = try workspace.resolve("Login/./Login.intentflow.yaml")
        #expect(workspace.relativePath(url) == MCPTestProject.manifest)
        #expect(workspace.relativePath(try workspace.resolve(".")) == ".")
        #expect(workspace.relativePath(try workspace.resolve("Login/../Login/New.swift")) == "Login/New.swift")
        #expect(workspace.relativePath(try workspace.resolve(workspace.root.path + "/Login")) == "Login")
    }

    @Test(arguments: ["..", "../x", "/", "/tmp", "Login/../../x", ""])
    func pathsOutsideTheRootAreRefused(path: String) throws {
        let workspace = MCPWorkspace(root: try MCPTestProject().url)
        #expect(throws: MCPToolError.self) { try workspace.resolve(path) }
    }

    @Test func aSiblingWithTheRootAsPrefixIsOutside() throws {
        let project = try MCPTestProject()
        let workspace = MCPWorkspace(root: project.url)
        #expect(!workspace.contains(workspace.root.path + "-other/file"))
        #expect(workspace.contains(workspace.root.path + "/file"))
    }
}
