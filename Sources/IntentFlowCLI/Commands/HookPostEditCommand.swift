import IntentFlowGenerate

/// `intentflow hook post-edit`: Claude Code's `PostToolUse` hook validating a manifest or checking a flow after an
/// edit.
enum HookPostEditCommand: CLICommand {
    static let name = "hook post-edit"
    static let abstract = "Claude Code PostToolUse hook: validate an edited manifest, check an edited flow."
    static let usage = ""
    static let discussion = """
        Reads the hook's JSON from standard input. After an edit to a *.intentflow.yaml file, its validation
        errors are reported back to Claude (decision: block, with the diagnostics as the reason); after an edit to
        a *Flow.swift file, the errors `intentflow check` finds in it are. Otherwise prints nothing. Registered by
        `intentflow agents` in .claude/settings.json.
        """
    static let options: [CommandOption] = [EditHookRunner.rootOption]
    static let epilogue = EditHookRunner.epilogue

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        try EditHookRunner.run(arguments, command: name, in: context) { input, root in
            EditHook.postEdit(input, root: root)
        }
    }
}
