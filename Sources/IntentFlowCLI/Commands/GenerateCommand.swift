import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// `intentflow generate`: generates feature code from manifests with a pack.
enum GenerateCommand: CLICommand {
    static let name = "generate"
    static let abstract = "Generate feature code from manifests."
    static let usage = "<manifest-or-directory>..."
    static let discussion = """
        Renders the pack's `feature` generator for every manifest (a directory means every *.intentflow.yaml
        below it) and writes the files. Everything is rendered and checked before anything is written; a failure
        writes nothing. Unchanged files are not touched.

        Generator-owned files carry a header with a hash; one edited by hand is a conflict, refused without
        --force. User-owned files are created once and then kept, except for their intentflow:begin/end regions.
        When a kept reducer does not implement an acceptance trace, generate lists the trace with the Swift case
        to add; --add-missing inserts those cases before the `default:` of its switch.

        Every run records what it generated in .intentflow/generated.lock in the output directory (commit it),
        with the text generated for each user-owned file in .intentflow/generated.bases. When a pack or manifest
        change alters what a kept file would get, generate says so and --update merges the change into the file (a
        three-way merge; conflicts are marked and exit 1). Files the record lists that the run no longer generates
        are reported; --prune removes the generator-owned ones nobody edited.

        Parameters are resolved in this order, first wins: their options below (or --param), `params:` in
        .intentflow/config.yaml, the default the pack's pack.yaml declares.
        """
    static let options: [CommandOption] = [
        .value(
            "output", "<dir>",
            help: "Where files go (default: `output:` in .intentflow/config.yaml; else, when every manifest sits in a "
                + "folder named after its feature as `feature --mode ai` writes them, beside it; else here)."),
        GenerationFlags.module, GenerationFlags.pack, GenerationFlags.param, GenerationFlags.dryRun,
        GenerationFlags.check, GenerationFlags.force, GenerationFlags.adopt, GenerationFlags.addMissing,
        GenerationFlags.update, GenerationFlags.prune, GenerationFlags.format,
    ]
    static let packParametersTitle = "PACK PARAMETERS (of the selected pack's `feature` generator)"
    static let epilogue = """
        Exit status: 0 done (or nothing to change), 1 invalid manifests, conflicts, merge conflicts (--update) or
        pending changes (--check), 2 usage, pack, record or I/O errors.
        """

    static func options(for arguments: [String], in context: CommandContext) throws(CommandOptionsError)
        -> [CommandOption]
    {
        try table(for: arguments, in: context).options
    }

    static func table(for arguments: [String], in context: CommandContext) throws(CommandOptionsError) -> OptionTable {
        try PackParameterOptions.table(options, generator: "feature", arguments: arguments, in: context)
    }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError("'generate' needs a manifest or a directory") }

        let manifests = ManifestRequest(paths: arguments.positionals, workingDirectory: context.workingDirectory)
        let adding = arguments.flag("add-missing")
        let result = GenerationPipeline().run(
            try GenerationRunner.request(
                .generate(manifests: manifests, addingMissingTraces: adding), arguments, in: context))
        if let code = GenerationRunner.stopCode(result, in: context) {
            return result.diagnostics.contains(rule: MissingTraces.shapeRule) ? .findings : code
        }
        if !adding {
            for flow in result.missing { report(flow, in: context) }
        }
        return try GenerationRunner.execute(result, arguments, in: context)
    }

    /// Lists on standard error the traces a kept reducer lacks, each at its manifest line, with the case to add.
    private static func report(_ flow: MissingTraces, in context: CommandContext) {
        for gap in flow.gaps {
            let advice =
                gap.swiftCase == nil
                ? "the generator writes no case for it either (a new flow's comment says why)"
                : "add this case before its `default:`, or run again with --add-missing:"
            let diagnostic = Diagnostic(
                .warning,
                "\(flow.path) was kept and \(flow.feature)Flow does not implement acceptance trace "
                    + "'\(gap.trace.text)'; "
                    + advice,
                at: gap.trace.location, rule: "generate.missing-trace")
            context.standardError.write(DiagnosticFormat.text.render([diagnostic]))
            if let swiftCase = gap.swiftCase { context.standardError.line(swiftCase) }
        }
    }
}
