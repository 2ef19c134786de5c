import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowMutate
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `mutate`: how many single-point mutants of a feature's reducer its generated tests kill, as `intentflow mutate`
/// scores them, with each survivor's unpinned behaviour and a trace to add.
enum MCPMutateTool {
    static let tool = MCPTool(
        name: "mutate", title: "Score a feature's tests by mutating its reducer",
        description: """
            Score a feature's generated tests by mutating its reducer (one build, the reducer never edited): each \
            surviving mutant names behaviour no trace pins down and a trace to add. It builds and runs the package's \
            code, like swift test. A first run may take minutes.
            """,
        inputSchema: MCPSchema.object(
            ["manifest": MCPSchema.string("The feature's manifest file, relative to the project root.")],
            required: ["manifest"]),
        outputSchema: MCPSchema.output([
            "mutants": ["type": "integer"], "killed": ["type": "integer"], "score": ["type": "number"],
            "buildSeconds": ["type": "number"], "testSeconds": ["type": "number"],
            "features": MCPSchema.array(["type": "object"], "Per feature: its score and every mutant's outcome."),
        ]),
        run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let (entry, manifest) = try MCPManifests.single(try arguments.requiredString("manifest"), in: workspace)
        // Mutate writes its copy into the package's .build: only a package inside the server's root.
        let root = workspace.root.standardizedFileURL.path
        guard let package = MutationPlanner.packageRoot(above: entry.url.path),
            ProjectRoot.isInside(package, root)
        else {
            throw MCPToolError("\(entry.path) is in no Swift package inside the server's root")
        }
        do {
            let report = try MutationRun.run([(entry.url, manifest)], workingDirectory: workspace.root)
            return MCPToolResult(structured: report.json, text: report.text)
        } catch {
            throw MCPDiagnostics.failure("\(manifest.feature) could not be mutated:", error.diagnostics)
        }
    }
}
