import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowMCP

/// The `diff` tool: the JSON `intentflow diff --format json` prints, for an agent to describe its change before it
/// opens a pull request.
@Suite struct MCPDiffToolTests {
    /// The scratch project made a git repository whose one commit holds its files.
    func committedProject() throws -> MCPTestProject {
        let project = try MCPTestProject()
        for arguments in [
            ["init", "-q"], ["add", "-A"],
            ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "base"],
        ] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", project.url.path] + arguments
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        return project
    }

    @Test func aChangedOutputPayloadIsReportedBreakingInTheSchema() throws {
        let project = try committedProject()
        let unchanged = project.call("diff")
        #expect(!unchanged.isError, "\(unchanged.firstText)")
        #expect(unchanged["structuredContent"]?["hasChanges"] == false)

        let original = try #require(project.read(MCPTestProject.manifest))
        try project.write(
            MCPTestProject.manifest, original.replacingOccurrences(of: "- completed(userID)", with: "- completed(userID, at)"))
        let result = project.call("diff", ["paths": ["Login"]])
        #expect(!result.isError, "\(result.firstText)")
        let structured = try #require(result["structuredContent"])
        let tool = try #require(MCPToolbox.all.first { $0.name == "diff" })
        #expect(schemaViolations(structured, tool.outputSchema) == [])
        #expect(schemaViolations(structured, MCPSchema.listed(tool.outputSchema)) == [])
        #expect(structured["hasBreakingChanges"] == true)
        let change = structured["features"]?.arrayValue?.first?["changes"]?.arrayValue?.first
        #expect(change?["part"] == "output")
        #expect(change?["breaking"] == true)
        #expect(change?["file"] == .string(MCPTestProject.manifest))
        #expect(result.firstText == structured.encoded, "the text is the same JSON")
    }

    @Test func anUnknownRevisionOrAPathOutsideTheRootIsAToolError() throws {
        let project = try committedProject()
        let unknown = project.call("diff", ["base": "no-such-branch"])
        #expect(unknown.isError)
        #expect(unknown.firstText.contains("error: unknown revision 'no-such-branch'"), "\(unknown.firstText)")
        let outside = project.call("diff", ["paths": ["../elsewhere"]])
        #expect(outside.isError)
        #expect(outside.firstText.contains("outside the server's root"), "\(outside.firstText)")
    }
}
