import IntentFlowGenerate
import IntentFlowManifest

/// The `intentflow` command line: dispatch, help and version.
///
/// The executable only calls ``run(_:in:)``; tests call it too, with buffered output.
package enum IntentFlowCLI {
    /// Runs `intentflow` with the given arguments (without the program name) and returns its exit code.
    package static func run(_ arguments: [String], in context: CommandContext) -> ExitCode {
        if arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] {
            context.standardOutput.write(overview())
            return .success
        }
        if arguments == ["--version"] {
            context.standardOutput.line("intentflow \(IntentFlowVersion.current)")
            return .success
        }
        if arguments.first == "help" {
            return help(for: Array(arguments.dropFirst()), in: context)
        }
        guard let (command, wordCount) = CommandRegistry.match(arguments) else {
            let group = CommandRegistry.commands(under: [arguments[0]])
            if !group.isEmpty, arguments.count == 1 || arguments[1].hasPrefix("-") {
                context.standardOutput.write(listing(group, title: "SUBCOMMANDS"))
                return arguments.count == 1 ? .usageOrIO : .success
            }
            return usageError(
                "unknown command '\(arguments.joined(separator: " "))'; see 'intentflow --help'", in: context)
        }
        let rest = Array(arguments.dropFirst(wordCount))
        if rest.contains("--help") || rest.contains("-h") {
            context.standardOutput.write(command.help(for: rest, in: context))
            return .success
        }
        let table: OptionTable
        do {
            table = try command.table(for: rest, in: context)
        } catch {
            context.standardError.write(DiagnosticFormat.text.render(error.diagnostics))
            return .usageOrIO
        }
        do {
            let parsed = try table.parse(rest)
            return try command.run(parsed, in: context)
        } catch {
            return usageError("\(error.message)\nSee 'intentflow help \(command.name)'.", in: context)
        }
    }

    private static func help(for words: [String], in context: CommandContext) -> ExitCode {
        if words.isEmpty {
            context.standardOutput.write(overview())
            return .success
        }
        if let (command, wordCount) = CommandRegistry.match(words), wordCount == words.count {
            context.standardOutput.write(command.help(in: context))
            return .success
        }
        let group = CommandRegistry.commands(under: words)
        if !group.isEmpty {
            context.standardOutput.write(listing(group, title: "SUBCOMMANDS"))
            return .success
        }
        return usageError("no help for unknown command '\(words.joined(separator: " "))'", in: context)
    }

    private static func usageError(_ message: String, in context: CommandContext) -> ExitCode {
        context.standardError.line("intentflow: error: \(message)")
        return .usageOrIO
    }

    /// The text of `intentflow --help`.
    static func overview() -> String {
        """
        OVERVIEW: intentflow \(IntentFlowVersion.current) — contracts, generation and checks for IntentFlow features.

        USAGE: intentflow <command> [arguments] [--options]


        """ + listing(CommandRegistry.all, title: "COMMANDS") + """

            See 'intentflow help <command>' or 'intentflow <command> --help' for details.
            Exit codes: 0 success, 1 findings, 2 usage or I/O error.

            """
    }

    private static func listing(_ commands: [any CLICommand.Type], title: String) -> String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        var text = "\(title):\n"
        for command in commands {
            text += "  " + command.name.padded(to: width) + command.abstract + "\n"
        }
        return text
    }
}
