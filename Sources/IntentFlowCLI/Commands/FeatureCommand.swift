import Foundation
import IntentFlowAI
import IntentFlowGenerate

/// `intentflow feature <Name>`: starts a feature from the starter manifest.
enum FeatureCommand: CLICommand {
    static let name = "feature"
    static let abstract = "Create a feature: contract, flow, effects, projection, tests (and its manifest)."
    static let help = """
        USAGE: intentflow feature <Name> [--mode core|ai] [--ui none|swiftui|uikit] [--output <dir>]
                                  [--pack <name-or-path>] [--module <name>] [--param <name>=<value>]...
                                  [--dry-run] [--force] [--format text|json]

        Generates a new feature from a starter manifest (a load/retry/cancel workflow to reshape):
          <output>/<Name>/<Name>Contract.swift, <Name>Flow.swift, <Name>Effects.swift, <Name>Projection.swift,
          <Name>FlowTests.swift, and with --ui the view or view controller.
        In AI mode the manifest is written too, as <output>/<Name>/<Name>.intentflow.yaml: edit it, then run
        `intentflow generate` to bring the generated files up to date.

        OPTIONS:
          --mode <mode>           core (default) or ai.
          --ui <adapter>          none (default), swiftui or uikit.
          --output <dir>          Where the feature's directory goes (default: the config's `output:`, else here).
          --pack <name-or-path>   The template pack (default: the config's `pack:`, else swift).
          --module <name>         The module generated tests import.
          --param <name>=<value>  Set any parameter the pack's generator declares.
          --dry-run               Print what would be written; write nothing.
          --force                 Overwrite conflicts (never user-owned files).
          --format <format>       text (default) or json.

        Example: intentflow feature Checkout --mode ai --ui swiftui --output Sources/Features
        """
    static let arguments = ArgumentSpec(
        options: GenerationRunner.options.union(["mode"]), flags: GenerationRunner.flags.subtracting(["check"]))

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        let name = try GenerationRunner.typeName(arguments, command: "feature", noun: "feature", example: "Checkout")
        let mode = try arguments.choice("mode", in: ["core", "ai"], default: "core") == "ai" ? Manifest.Mode.ai : .core
        guard let generator = try GenerationRunner.makeGenerator(arguments, in: context) else { return .usageOrIO }
        let plan: FilePlan
        do {
            plan = try FeatureScaffold.plan(feature: name, mode: mode, generator: generator)
        } catch {
            GenerationRunner.report(error, in: context)
            return .usageOrIO
        }
        return try GenerationRunner.execute(plan, arguments, in: context)
    }
}
