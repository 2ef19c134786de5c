import Foundation
import IntentFlowAI
import IntentFlowGenerate

/// `intentflow agents`: writes every coding agent's instruction surface from the manifests.
enum AgentsCommand: CLICommand {
    static let name = "agents"
    static let abstract = "Write AGENTS.md, CLAUDE.md, GEMINI.md, Copilot and Cursor rules from the manifests."
    static let usage = ""
    static let discussion = """
        Reads every *.intentflow.yaml below <root> (in .intentflow/ and in feature folders; build products and
        hidden directories but .intentflow are skipped) and writes each agent's instruction surface below <root>:
          codex    AGENTS.md, .ai/agent-context.md
          claude   CLAUDE.md (imports AGENTS.md), .claude/rules/intentflow-<feature>.md
          gemini   GEMINI.md (imports AGENTS.md), .geminiignore
          copilot  .github/copilot-instructions.md, .github/instructions/<feature>.instructions.md
          cursor   .cursor/rules/intentflow.mdc, .cursor/rules/<feature>.mdc

        AGENTS.md, CLAUDE.md, GEMINI.md and copilot-instructions.md are also yours: intentflow owns only the block
        between <!-- intentflow:begin --> and <!-- intentflow:end -->, and never touches text outside it. A file
        that exists without the block is a conflict: --adopt (or --force) appends the block; nothing outside it is
        ever replaced.
        Each surface is measured against its tool's limit (32 KiB for Codex's AGENTS.md chain, the first 4,000
        characters for Copilot code review, about 200 lines for CLAUDE.md, 500 lines for a Cursor rule); a surface
        over it is a warning with its size in tokens and bytes.
        """
    static let options: [CommandOption] = [
        .value(
            "root", "<dir>",
            help: "The repository root (default: the project root of .intentflow/config.yaml, else here)."),
        .value(
            "tools", "<list>", help: "Which tools to write for, comma-separated: codex, claude, gemini, copilot, "
                + "cursor (default: all).", repeatable: true),
        .value("pack", "<name-or-path>", help: "The pack whose `agents` generator renders the surfaces."),
        .value(
            "exclude", "<glob>",
            help: "Files or directories (relative to <root>) whose manifests are left out, e.g. 'Tests/Fixtures' (the "
                + "config's `exclude:` globs apply too).", repeatable: true),
        .flag("check", help: "Write nothing; print a diff and exit 1 when any surface is stale (for CI)."),
        .flag("dry-run", help: "Print what would happen; write nothing."),
        .flag("force", help: "Overwrite hand-edited generated surfaces; append the block where it is missing."),
        .flag("adopt", help: "Append the intentflow block to surfaces that exist without one."),
        GenerationOptions.format,
    ]
    static let epilogue = """
        Exit status: 0 done (or current), 1 stale surfaces (--check), conflicts or invalid manifests, 2 usage,
        pack or I/O errors.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw UsageError("'agents' takes no positional arguments; use --root <dir>")
        }
        let tools: [AgentTool]
        switch AgentTool.parseList(arguments.list("tools")) {
        case .success(let list): tools = list
        case .failure(let error): throw UsageError(error.description)
        }
        let run: AgentsGenerator.Run
        do {
            let configuration = try ProjectConfiguration.discover(from: context.workingDirectory)
            let root = arguments.value("root").map(context.url(forPath:)) ?? configuration.projectRoot
                ?? context.workingDirectory
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                context.standardError.line("intentflow: error: '\(root.path)' is not a directory")
                return .usageOrIO
            }
            let options = AgentsOptions(
                root: root, tools: tools, pack: arguments.value("pack").map(PackReference.named) ?? configuration.pack,
                force: arguments.flag("force"), adopt: arguments.flag("adopt"),
                exclude: configuration.exclude(walking: root) + (arguments.options["exclude"] ?? []),
                workingDirectory: context.workingDirectory)
            let generator = try AgentsGenerator(
                options: options, catalog: PackCatalog(projectRoot: configuration.projectRoot ?? root))
            run = try generator.run()
        } catch {
            GenerationRunner.report(error, in: context)
            return .usageOrIO
        }
        context.standardError.write(DiagnosticFormat.text.render(run.diagnostics))
        if run.diagnostics.hasErrors { return .findings }
        return try GenerationRunner.execute(run.plan, arguments, in: context)
    }
}
