import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

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
        guard let result = ManifestInputs.single(path, in: context)?.result else { return .usageOrIO }
        guard let manifest = result.validManifest else { return ManifestInputs.reportInvalid(result, in: context) }
        context.standardOutput.write(ManifestGraph.render(manifest, as: format))
        return .success
    }
}
