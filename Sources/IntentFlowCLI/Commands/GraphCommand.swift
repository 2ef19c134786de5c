import IntentFlowAI

/// `intentflow graph <manifest>`: draws the state machine from the acceptance traces.
enum GraphCommand: CLICommand {
    static let name = "graph"
    static let abstract = "Draw a manifest's state machine (Mermaid or DOT) from its acceptance traces."
    static let usage = "<manifest>"
    static let discussion = """
        Prints the feature's states (the initial one marked) and one edge per distinct acceptance-trace
        transition, labelled with the signal and what it requests. An invalid manifest prints its diagnostics
        to stderr and exits 1.
        """
    static let options: [CommandOption] = [
        .value(
            "format", "<format>", help: "mermaid is a stateDiagram-v2; dot is for Graphviz.",
            choices: ManifestGraph.Format.allCases.map(\.rawValue), default: ManifestGraph.Format.mermaid.rawValue)
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError("'graph' needs exactly one manifest file")
        }
        let format = arguments.value("format").flatMap(ManifestGraph.Format.init(rawValue:)) ?? .mermaid
        let inputs = ManifestInputs.collect([path], in: context)
        guard inputs.problems.isEmpty, inputs.files.count == 1, let file = inputs.files.first else {
            context.standardError.write(DiagnosticFormat.text.render(inputs.problems))
            if inputs.problems.isEmpty { context.standardError.line("intentflow: error: '\(path)' holds several manifests; name one file") }
            return .usageOrIO
        }
        let result = ManifestLoader.load(contentsOf: file.url, displayPath: file.displayPath)
        guard let manifest = result.validManifest else {
            context.standardError.write(DiagnosticFormat.text.render(result.diagnostics))
            let unreadable = result.diagnostics.contains { $0.ruleID == ManifestRule.unreadable.id }
            return unreadable ? .usageOrIO : .findings
        }
        context.standardOutput.write(ManifestGraph.render(manifest, as: format))
        return .success
    }
}
