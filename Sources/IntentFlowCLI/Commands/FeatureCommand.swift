import IntentFlowGenerate
import IntentFlowManifest

/// `intentflow feature <Name>`: starts a feature from the starter manifest.
enum FeatureCommand: CLICommand {
    static let name = "feature"
    static let abstract = "Create a feature: contract, flow, effects, projection, tests (and its manifest)."
    static let usage = "<Name>"
    static let discussion = """
        Generates a new feature from a starter manifest (a load/retry/cancel workflow to reshape):
          <output>/<Name>/<Name>Contract.swift, <Name>Flow.swift, <Name>Effects.swift, <Name>Projection.swift,
          <Name>FlowTests.swift, and the files the pack's parameters add (with the default pack, --ui swiftui adds
          the view, --ui uikit the view controller).
        In AI mode the manifest is written too, as <output>/<Name>/<Name>.intentflow.yaml: edit it, then run
        `intentflow generate` to bring the generated files up to date. The run is recorded in
        .intentflow/generated.lock in the output directory, as `generate` records its runs, so `generate` can
        later merge a pack's changes into the files created here (see `intentflow help generate`).
        """
    static let options: [CommandOption] = [
        .value(
            "mode", "<mode>", help: "core keeps the starter manifest in memory; ai writes it beside the code.",
            choices: ["core", "ai"], default: "core"),
        .value(
            "output", "<dir>",
            help: "Where the feature's directory goes (default: the config's `output:`, else here)."),
        GenerationFlags.pack, GenerationFlags.module, GenerationFlags.param, GenerationFlags.dryRun,
        GenerationFlags.force, GenerationFlags.adopt, GenerationFlags.format,
    ]
    static let packParametersTitle = "PACK PARAMETERS (of the selected pack's `feature` generator)"
    static let epilogue = "Example: intentflow feature Checkout --mode ai --ui swiftui --output Sources/Features"

    static func options(for arguments: [String], in context: CommandContext) throws(CommandOptionsError)
        -> [CommandOption]
    {
        try table(for: arguments, in: context).options
    }

    static func table(for arguments: [String], in context: CommandContext) throws(CommandOptionsError) -> OptionTable {
        try PackParameterOptions.table(options, generator: "feature", arguments: arguments, in: context)
    }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        let name = try GenerationRunner.typeName(arguments, command: "feature", noun: "feature", example: "Checkout")
        let mode = arguments.value("mode") == "ai" ? Manifest.Mode.ai : .core
        // AI mode writes the manifest beside the code, which `generate` regenerates later; either mode's files are
        // recorded, so a later run can merge a pack's changes into them.
        let result = GenerationPipeline().run(
            try GenerationRunner.request(.feature(name: name, mode: mode), arguments, in: context))
        if let code = GenerationRunner.stopCode(result, in: context) { return code }
        return try GenerationRunner.execute(result, arguments, in: context)
    }
}
