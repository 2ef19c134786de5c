/// Every command the `intentflow` executable knows, in the order `--help` lists them.
package enum CommandRegistry {
    /// The registered commands. Keep one per line so parallel additions merge cleanly.
    package static let all: [any CLICommand.Type] = [
        VersionCommand.self,
        TokensCommand.self,
        TemplateRenderCommand.self,
        ValidateCommand.self,
        CoverageCommand.self,
        MutateCommand.self,
        SchemaCommand.self,
        GraphCommand.self,
        DiffCommand.self,
        CheckCommand.self,
        FeatureCommand.self,
        StartupActionCommand.self,
        GenerateCommand.self,
        PackListCommand.self,
        PackShowCommand.self,
        PackInitCommand.self,
        PackValidateCommand.self,
        PackTestCommand.self,
        AgentsCommand.self,
        AIContextCommand.self,
        MCPCommand.self,
        HookPreEditCommand.self,
        HookPostEditCommand.self,
    ]

    /// The command whose name matches the longest prefix of `arguments`, with the words it consumed.
    static func match(_ arguments: [String]) -> (command: any CLICommand.Type, wordCount: Int)? {
        var best: (command: any CLICommand.Type, wordCount: Int)?
        for command in all {
            let words = command.name.split(separator: " ").map(String.init)
            guard words.count <= arguments.count, Array(arguments.prefix(words.count)) == words else { continue }
            if words.count > (best?.wordCount ?? 0) { best = (command, words.count) }
        }
        return best
    }

    /// Commands whose name starts with the given words (`intentflow template` lists `template render`, …).
    static func commands(under words: [String]) -> [any CLICommand.Type] {
        all.filter { command in
            let commandWords = command.name.split(separator: " ").map(String.init)
            return commandWords.count > words.count && Array(commandWords.prefix(words.count)) == words
        }
    }
}
