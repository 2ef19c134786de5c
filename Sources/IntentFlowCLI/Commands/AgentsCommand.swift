import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `intentflow agents`: writes every coding agent's instruction surface from the manifests.
enum AgentsCommand: CLICommand {
    static let name = "agents"
    static let abstract = "Write AGENTS.md, CLAUDE.md, GEMINI.md, Copilot and Cursor rules from the manifests."
    static let usage = ""
    static let discussion = """
        Reads every *.intentflow.yaml below <root> (in .intentflow/ and in feature folders; build products and
        hidden directories but .intentflow are skipped) and writes each agent's instruction surface below <root>:
          all      AGENTS.md (rules, commands, feature index), <feature code>/AGENTS.md (its contract)
          codex    .ai/agent-context.md
          claude   CLAUDE.md (imports AGENTS.md), .claude/rules/intentflow-<feature>.md
          gemini   GEMINI.md (Gemini reads AGENTS.md itself), .geminiignore
          copilot  .github/copilot-instructions.md, .github/instructions/<feature>.instructions.md
          cursor   .cursor/rules/intentflow.mdc, .cursor/rules/<feature>.mdc
          junie    .junie/guidelines.md (points at AGENTS.md)
          zed      .rules (AGENTS.md's text: Zed reads only the first of its files, and .rules is first)
          windsurf, cline, kiro, opencode   AGENTS.md, which each reads natively
        and registers `intentflow mcp` (.mcp.json, .cursor/mcp.json, .vscode/mcp.json, .gemini/settings.json,
        .codex/config.toml), writes the procedures (add a case, add a trace, new feature, fix a check finding) as
        skills (.claude/skills/, .agents/skills/), Cursor commands, Gemini commands and Copilot prompt files, and
        Claude Code's hooks (.claude/settings.json: `intentflow hook pre-edit`, `intentflow hook post-edit`).
        With no --tools and no `agents:` key in .intentflow/config.yaml, it writes for Claude Code and each tool
        whose folder or file the repository already has (.codex, .cursor, .github or .vscode, .junie, .rules,
        .agents, .windsurf, .clinerules, .kiro, .opencode, GEMINI.md or .gemini), or for the tools an earlier
        --tools chose. Each run is recorded in <root>/.intentflow/generated.lock (commit it), with its tools; the
        surfaces of a tool no longer chosen are removed unless edited; a surface the run no longer writes for another
        reason (a feature dropped) is reported, and --prune removes it unless it was edited.
        In those JSON and TOML files intentflow owns only its own entries: every other key and server stays, and a
        file that is not valid JSON (comments, say) is an error at its line and column, never rewritten.

        AGENTS.md files, CLAUDE.md, GEMINI.md, .rules and copilot-instructions.md are also yours: intentflow owns
        only the block between <!-- intentflow:begin --> and <!-- intentflow:end -->, and never touches text outside
        it. A file that exists without the block is a conflict: --adopt (or --force) appends the block; nothing
        outside it is ever replaced. The test command the surfaces name is `verify:` in .intentflow/config.yaml (default
        `swift test`; `{{feature}}` stands for each feature's name).
        Each surface is measured against its tool's limit as the tool loads it (32 KiB for each Codex AGENTS.md
        chain from the root down, about 200 lines for CLAUDE.md with its imports, 500 lines for a Cursor rule); a
        surface over it is a warning with its size in tokens and bytes. An AGENTS.override.md beside a generated
        AGENTS.md hides it from Codex: a warning, and --check fails.
        """
    static let options: [CommandOption] = [
        .value(
            "root", "<dir>",
            help: "The repository root (default: the project root of .intentflow/config.yaml, else here)."),
        .value(
            "tools", "<list>",
            help: "Which tools to write for, comma-separated: "
                + AgentTool.allCases.map(\.rawValue).joined(separator: ", ") + ", or all (default: `agents:` in the "
                + "config, else the last --tools the record keeps, else claude and each tool whose folder the "
                + "repository has).", repeatable: true),
        .value("pack", "<name-or-path>", help: "The pack whose `agents` generator renders the surfaces."),
        .value(
            "exclude", "<glob>",
            help: "Files or directories (relative to <root>) whose manifests are left out, e.g. 'Tests/Fixtures' (the "
                + "config's `exclude:` globs apply too).", repeatable: true),
        .flag("check", help: "Write nothing; print a diff and exit 1 when any surface is stale (for CI)."),
        .flag("dry-run", help: "Print what would happen; write nothing."),
        .flag("force", help: "Overwrite hand-edited generated surfaces; append the block where it is missing."),
        .flag("adopt", help: "Append the intentflow block to surfaces that exist without one."),
        .flag(
            "prune",
            help: "Remove generated surfaces a change of tools or features left behind (unedited ones only; the "
                + "record in <root>/.intentflow/generated.lock lists them)."),
        GenerationFlags.format,
    ]
    static let epilogue = """
        Exit status: 0 done (or current), 1 stale surfaces (--check), conflicts or invalid manifests, 2 usage,
        pack or I/O errors.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw UsageError("'agents' takes no positional arguments; use --root <dir>")
        }
        var tools: [AgentTool]?
        if arguments.options["tools"] != nil {
            switch AgentTool.parseList(arguments.list("tools")) {
            case .success(let list): tools = list
            case .failure(let error): throw UsageError(error.description)
            }
        }
        let root = arguments.value("root").map(context.url(forPath:))
        if let root, !DirectoryListing.isDirectory(root.path) {
            context.standardError.line("intentflow: error: '\(root.path)' is not a directory")
            return .usageOrIO
        }
        let request = try GenerationRunner.request(
            .agents(root: root, tools: tools, exclude: arguments.options["exclude"] ?? []), arguments, in: context)
        let result = GenerationPipeline().run(request)
        if let code = GenerationRunner.stopCode(result, in: context) { return code }
        if result.diagnostics.hasErrors { return .findings }
        let status = try GenerationRunner.execute(result, arguments, in: context)
        let hidden = result.diagnostics.contains(rule: AgentsGenerator.overrideRule)
        return arguments.flag("check") && hidden && status == .success ? .findings : status
    }
}
