import IntentFlowManifest

/// `intentflow schema`: prints the manifest's JSON Schema, or with `--compact` one line per key for an agent.
enum SchemaCommand: CLICommand {
    static let name = "schema"
    static let abstract = "Print the JSON Schema of *.intentflow.yaml manifests."
    static let usage = ""
    static let discussion = """
        Prints the JSON Schema (draft 2020-12) of the manifest format. Point an editor at it with a first line such
        as `# yaml-language-server: $schema=.intentflow/schema.json`. With --compact it prints one line per key
        instead (its type and what it is, a few KB), read off the same schema: what a coding agent reads.
        """
    static let options: [CommandOption] = [
        .value(
            "version", "<version>", help: "The schema version.",
            choices: ManifestSchema.Version.allCases.map(\.rawValue),
            default: ManifestSchema.Version.v0_2.rawValue),
        .flag("compact", help: "One line per key with its type and description, instead of the JSON Schema."),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("'schema' takes no arguments") }
        let version = arguments.value("version").flatMap(ManifestSchema.Version.init(rawValue:)) ?? .v0_2
        let text = arguments.flag("compact") ? CompactSchema.text(for: version) : ManifestSchema.json(for: version)
        context.standardOutput.write(text)
        return .success
    }
}
