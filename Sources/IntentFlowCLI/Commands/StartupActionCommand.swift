import IntentFlowGenerate
import IntentFlowManifest

/// `intentflow startup-action <Name>`: starts a step of the app's startup sequence from the pack's `startup-action`
/// generator.
enum StartupActionCommand: CLICommand {
    static let name = "startup-action"
    static let abstract = "Create a startup step for SequenceOrchestrator: the action and the state its screen reads."
    static let usage = "<Name>"
    static let discussion = """
        Generates <output>/<Name>/<Name>Action.swift: a StartupAction for SequenceOrchestrator with the observable
        state its screen reads and the CompletionSignal the screen completes (see Docs/Orchestrator.md). The file is
        yours once created: fill in `shouldRun()` and present the screen. A trailing "Action" in <Name> is dropped.
        """
    static let options: [CommandOption] = [
        .value(
            "output", "<dir>", help: "Where the action's directory goes (default: the config's `output:`, else here)."),
        GenerationFlags.pack, GenerationFlags.param, GenerationFlags.dryRun, GenerationFlags.force,
        GenerationFlags.format,
    ]
    static let packParametersTitle = "PACK PARAMETERS (of the selected pack's `startup-action` generator)"
    static let epilogue = "Example: intentflow startup-action ForceUpdate --priority critical --output Sources/Startup"

    static func options(for arguments: [String], in context: CommandContext) throws(CommandOptionsError)
        -> [CommandOption]
    {
        try table(for: arguments, in: context).options
    }

    static func table(for arguments: [String], in context: CommandContext) throws(CommandOptionsError) -> OptionTable {
        try PackParameterOptions.table(options, generator: "startup-action", arguments: arguments, in: context)
    }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        let name = try GenerationRunner.typeName(
            arguments, command: "startup-action", noun: "action", example: "Onboarding")
        let result = GenerationPipeline().run(
            try GenerationRunner.request(.startupAction(name: name), arguments, in: context))
        if let code = GenerationRunner.stopCode(result, in: context) { return code }
        return try GenerationRunner.execute(result, arguments, in: context)
    }
}
