import IntentFlowCheck
import IntentFlowGenerate
import IntentFlowManifest

/// `check`: drift between manifests and Swift code, and the pack's architecture rules, as `intentflow check` does.
enum MCPCheckTool {
    static let tool = MCPTool(
        name: "check", title: "Check code against manifests",
        description: """
            Compare code with its manifests and the architecture rules \
            (drift, untested traces, side work in reducers). \
            Call it before finishing.
            """,
        inputSchema: MCPSchema.object([
            "root": MCPSchema.string("The directory to check, relative to the project root. Default: the root."),
            "strict": MCPSchema.bool("Warnings fail the check too."),
        ]),
        outputSchema: MCPSchema.output([
            "passed": MCPSchema.bool("No errors (and, with strict, no warnings)."),
            "errors": MCPSchema.integer("How many errors."), "warnings": MCPSchema.integer("How many warnings."),
            "swiftFiles": MCPSchema.integer("Swift files read."), "manifests": MCPSchema.integer("Manifests read."),
            "rules": MCPSchema.integer("Architecture rules applied."), "diagnostics": MCPDiagnostics.listSchema,
        ]),
        run: run)

    static func run(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws(MCPToolError) -> MCPToolResult {
        let root = try workspace.resolve(try arguments.string("root") ?? ".")
        let relative = workspace.relativePath(root)
        let report: CheckReport
        do {
            report = try ProjectChecker.run(
                CheckOptions(
                    root: root, displayPrefix: relative == "." ? "" : relative + "/", workingDirectory: workspace.root))
        } catch {
            guard error.diagnostics.isEmpty else {
                throw MCPDiagnostics.failure("the project configuration could not be read:", error.diagnostics)
            }
            throw MCPToolError(error.message)
        }
        let (errors, warnings) = MCPDiagnostics.counts(report.diagnostics)
        return MCPToolResult(structured: [
            "passed": .bool(!report.fails(strict: try arguments.bool("strict") ?? false)), "errors": .int(errors),
            "warnings": .int(warnings), "swiftFiles": .int(report.swiftFileCount),
            "manifests": .int(report.manifestCount),
            "rules": .int(report.ruleCount), "diagnostics": MCPDiagnostics.json(report.diagnostics),
        ])
    }
}
