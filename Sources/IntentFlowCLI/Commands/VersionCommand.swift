import IntentFlowGenerate

/// `intentflow version`: prints the tool's version.
enum VersionCommand: CLICommand {
    static let name = "version"
    static let abstract = "Print the version of intentflow."
    static let usage = ""
    static let discussion = "Prints the version of intentflow, the same as `intentflow --version`."
    static let options: [CommandOption] = []

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("'version' takes no arguments") }
        context.standardOutput.line("intentflow \(IntentFlowVersion.current)")
        return .success
    }
}
