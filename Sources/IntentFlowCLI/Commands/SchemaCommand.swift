import IntentFlowManifest

/// `intentflow schema`: prints the manifest's JSON Schema.
enum SchemaCommand: CLICommand {
    static let name = "schema"
    static let abstract = "Print the JSON Schema of *.intentflow.yaml manifests."
    static let usage = ""
    static let discussion = """
        Prints the JSON Schema (draft 2020-12) of the manifest format. Point an editor at it with a first line such
        as `# yaml-language-server: $schema=.intentflow/schema.json`.
        """
    static let options: [CommandOption] = [
        .value(
            "version", "<version>", help: "The schema version.", choices: ManifestSchema.Version.allCases.map(\.rawValue),
            default: ManifestSchema.Version.v0_2.rawValue)
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("'schema' takes no arguments") }
        let version = arguments.value("version").flatMap(ManifestSchema.Version.init(rawValue:)) ?? .v0_2
        context.standardOutput.write(ManifestSchema.json(for: version))
        return .success
    }
}
