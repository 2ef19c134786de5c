import IntentFlowGenerate
import IntentFlowManifest

/// `intentflow pack init`: starts a team pack that extends another.
enum PackInitCommand: CLICommand {
    static let name = "pack init"
    static let abstract = "Create a team pack in .intentflow/packs/<name>/ that extends another pack."
    static let usage = "<name>"
    static let discussion = """
        Creates .intentflow/packs/<name>/ in the project (the directory holding .intentflow/, else here) with a
        pack.yaml that extends <pack> and a README saying what to override and how, with an example taken from the
        parent's templates. Nothing existing is overwritten.
        """
    static let options: [CommandOption] = [
        .value("from", "<pack>", help: "The pack the new one extends.", default: BuiltInPacks.defaultName)
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw UsageError("'pack init' takes the new pack's name")
        }
        guard PackLoader.isValidName(name) else {
            throw UsageError("'\(name)' is not a pack name: use letters, digits, '-', '_' and '.'")
        }
        let request = GenerationRequest(
            .packInit(name: name, parent: arguments.value("from") ?? BuiltInPacks.defaultName),
            workingDirectory: context.workingDirectory)
        let result = GenerationPipeline().run(request)
        if let code = GenerationRunner.stopCode(result, in: context) { return code }
        guard let plan = result.plan else { return .usageOrIO }
        switch result.carryOut().action {
        case .failed(let error):
            context.standardError.line("intentflow: error: \(error)")
            return .usageOrIO
        case .refused:
            // Only if a file appeared in the new pack's directory after it was found missing.
            context.standardError.line(GenerationRunner.conflictAdvice(plan.conflicts))
            return .findings
        case .checked, .planned, .written:
            break
        }
        let shown = GenerationRunner.displayPath(plan.root.url, in: context)
        context.standardOutput.write(FilePlanReport.text(plan, prefix: shown + "/"))
        context.standardOutput.line(
            "Next: add templates that shadow \(result.packName ?? "its parent")'s (see the README), then "
                + "`intentflow pack validate \(shown)`.")
        return .success
    }
}
