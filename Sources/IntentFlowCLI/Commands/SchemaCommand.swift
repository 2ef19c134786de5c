import IntentFlowAI

/// `intentflow schema`: prints the manifest's JSON Schema.
enum SchemaCommand: CLICommand {
    static let name = "schema"
    static let abstract = "Print the JSON Schema of *.intentflow.yaml manifests."
    static let help = """
        USAGE: intentflow schema [--version 0.1|0.2]

        Prints the JSON Schema (draft 2020-12) of the manifest format, 0.2 by default. Point an editor at it with
        a first line such as `# yaml-language-server: $schema=.intentflow/schema.json`.

        OPTIONS:
          --version <version>  The schema version: 0.1 or 0.2 (default).
        """
    static let arguments = ArgumentSpec(options: ["version"])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("'schema' takes no arguments") }
        let versionName = try arguments.choice(
            "version", in: ManifestSchema.Version.allCases.map(\.rawValue), default: ManifestSchema.Version.v0_2.rawValue)
        let version = ManifestSchema.Version(rawValue: versionName) ?? .v0_2
        context.standardOutput.write(ManifestSchema.json(for: version))
        return .success
    }
}
