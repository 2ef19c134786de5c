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

/// Issue 32: the server's root follows the one confinement rule (``ProjectRoot``): a dangling link on the way leads
/// nowhere that can be checked, so nothing is reached through it.
@Suite struct MCPWorkspaceLinkTests {
    @Test func aPathThroughADanglingLinkIsRefused() throws {
        let project = try MCPTestProject()
        try FileManager.default.createSymbolicLink(
            atPath: project.url.appendingPathComponent("gone").path, withDestinationPath: "/nonexistent-\(UUID().uuidString)/dir")
        let workspace = MCPWorkspace(root: project.url)
        #expect(throws: MCPToolError.self) { try workspace.resolve("gone/file.swift") }
    }
}
