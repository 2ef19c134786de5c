import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTokenizer

/// `intentflow ai-context`: a compact bundle for one task on one feature, within a token budget.
enum AIContextCommand: CLICommand {
    static let name = "ai-context"
    static let abstract = "Print a compact, budgeted context bundle for one feature."
    static let usage = "<manifest>"
    static let discussion = """
        Prints what an agent needs for one task on one feature: its contract, invariants, acceptance traces, the
        architecture rules, the verification commands, the tool's entry files and the feature's relevant source
        (the reducer's and the effect handler's declarations, one switch arm each; the generated contract is not
        repeated). Sizes are exact o200k_base token counts. With --budget, the source keeps as many declarations
        as fit, then sections are left out from the lowest priority up until the bundle fits, and the bundle says
        what it left out; the order never changes, so prompt caches keep working.
        """
    static let options: [CommandOption] = [
        .value("tool", "<tool>", help: "Whose entry files to name.", choices: AIContextTool.names, default: "generic"),
        .value("budget", "<tokens>", help: "The most tokens the bundle may take (a positive number)."),
        .value(
            "format", "<format>", help: "How the bundle is printed.", choices: ["markdown", "json"], default: "markdown"
        ),
        .value(
            "root", "<dir>",
            help: "The repository root, where the feature's code is searched (default: the project root)."),
        .value("pack", "<name-or-path>", help: "The pack whose `ai-context` generator renders the sections."),
        .value(
            "include", "<glob>",
            help: "More Swift files (relative to the root) whose declarations the source section carries, e.g. "
                + "'Sources/Login/*View.swift'.", repeatable: true),
        .value(
            "exclude", "<glob>",
            help: "Files the source section leaves out, the feature's reducer and effects included.", repeatable: true),
    ]
    static let epilogue = """
        Exit status: 0 printed, 1 the manifest is invalid or not even its contract and invariants fit the budget,
        2 usage or I/O errors.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError("'ai-context' takes exactly one manifest")
        }
        let toolName = arguments.value("tool") ?? "generic"
        let json = arguments.value("format") == "json"
        var budget: Int?
        if let text = arguments.value("budget") {
            guard let value = Int(text), value > 0 else {
                throw UsageError("'--budget' takes a positive number of tokens; got '\(text)'")
            }
            budget = value
        }
        guard let entry = ManifestInputs.single(path, in: context) else { return .usageOrIO }
        let url = entry.url
        guard let manifest = entry.result.validManifest else {
            return ManifestInputs.reportInvalid(entry.result, in: context)
        }
        guard let tool = AIContextTool(name: toolName) else { throw UsageError("unknown tool '\(toolName)'") }
        let bundle: AIContextBundle
        do {
            bundle = try AIContextRequest(
                manifest: manifest, manifestURL: url, tool: tool, budget: budget,
                root: arguments.value("root").map(context.url(forPath:)),
                pack: arguments.value("pack").map(PackReference.named),
                include: arguments.options["include"] ?? [], exclude: arguments.options["exclude"] ?? [],
                workingDirectory: context.workingDirectory
            ).bundle()
        } catch let error as GeneratorError {
            GenerationRunner.report(error, in: context)
            return .usageOrIO
        } catch {
            context.standardError.line("intentflow: error: \(error)")
            return .usageOrIO
        }
        guard bundle.fits else {
            let required = bundle.sections.filter(\.isRequired).map(\.name).joined(separator: " and ")
            context.standardError.line(
                "\(path):1:1: error: the bundle needs \(bundle.tokens) tokens even with only its \(required); "
                    + "the budget is \(budget ?? 0) [ai-context.over-budget]")
            return .findings
        }
        context.standardOutput.write(json ? bundle.json : bundle.text)
        return .success
    }
}
