import Foundation
import IntentFlowAI
import IntentFlowGenerate

/// `intentflow generate`: generates feature code from manifests with a pack.
enum GenerateCommand: CLICommand {
    static let name = "generate"
    static let abstract = "Generate feature code from manifests."
    static let help = """
        USAGE: intentflow generate <manifest-or-directory>... [--output <dir>] [--module <name>]
                                   [--ui none|swiftui|uikit] [--pack <name-or-path>] [--param <name>=<value>]...
                                   [--dry-run] [--check] [--force] [--adopt] [--format text|json]

        Renders the pack's `feature` generator for every manifest (a directory means every *.intentflow.yaml
        below it) and writes the files. Everything is rendered and checked before anything is written; a failure
        writes nothing. Unchanged files are not touched.

        Generator-owned files carry a header with a hash; one edited by hand is a conflict, refused without
        --force. User-owned files are created once and then kept, except for their intentflow:begin/end regions.

        OPTIONS:
          --output <dir>          Where files go (default: `output:` in .intentflow/config.yaml; else, when every
                                  manifest sits in a folder named after its feature as `feature --mode ai`
                                  writes them, beside it; else here).
          --module <name>         The module generated tests import (default: the manifest's `module`).
          --ui <adapter>          none, swiftui or uikit: which UI adapter files to generate.
          --pack <name-or-path>   The template pack (default: `pack:` in the config, else swift).
          --param <name>=<value>  Set any parameter the pack's generator declares (repeatable).
          --dry-run               Print what would happen; write nothing.
          --check                 Write nothing; print a unified diff and exit 1 when anything would change.
          --force                 Overwrite conflicts (never user-owned files: delete one to regenerate it).
          --adopt                 Add the intentflow block to block-owned files that have none.
          --format <format>       text (default) or json.

        Exit status: 0 done (or nothing to change), 1 invalid manifests, conflicts or pending changes (--check),
        2 usage, pack or I/O errors.
        """
    static let arguments = ArgumentSpec(options: GenerationRunner.options, flags: GenerationRunner.flags)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError("'generate' needs a manifest or a directory") }

        let manifests = ManifestInputs.load(arguments.positionals, in: context)
        context.standardError.write(DiagnosticFormat.text.render(manifests.diagnostics))
        if manifests.hasUnreadableInput || manifests.entries.isEmpty { return .usageOrIO }
        if manifests.diagnostics.hasErrors { return .findings }
        let locatedManifests = manifests.validManifests
        guard
            let generator = try GenerationRunner.makeGenerator(
                arguments, in: context, defaultOutput: FeatureFolder.output(of: locatedManifests))
        else { return .usageOrIO }

        let plan: FilePlan
        do {
            plan = try generator.plan(locatedManifests.map(\.manifest))
        } catch {
            GenerationRunner.report(error, in: context)
            return .usageOrIO
        }
        return try GenerationRunner.execute(plan, arguments, in: context)
    }
}
