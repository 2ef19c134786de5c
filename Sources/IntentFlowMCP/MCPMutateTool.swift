import IntentFlowAI
import IntentFlowGenerate

/// `mutate`: how many single-point mutants of a feature's reducer its generated tests kill, as `intentflow mutate`
/// scores them, with each survivor's unpinned behaviour and a trace to add.
enum MCPMutateTool {
    static let tool = MCPTool(
        name: "mutate", title: "Score a feature's tests by mutating its reducer",
        description: """
            Make single-point mutants of one feature's hand-written reducer (an arm deleted, an effect, cancellation, \
            output or route dropped, the next state kept, a literal changed, a policy swapped, a comparison flipped), \
            build them in one build of a copy of the package, and run the feature's generated tests against each. \
            Returns the score and, for every surviving mutant, the behaviour no trace pins down and a trace to add \
            to the manifest. Use it after writing a reducer to find the traces the manifest is missing. The reducer \
            is never edited. A first run builds the package's copy from scratch and may take minutes (longer than \
            the server's bound on a tool call); `intentflow mutate` on the command line has no such bound.
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
            package == root || package.hasPrefix(root + "/")
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
