import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// `intentflow pack validate`: checks a pack before anyone generates with it.
enum PackValidateCommand: CLICommand {
    static let name = "pack validate"
    static let abstract = "Check a pack: templates parse, partials and parents exist, names exist in the context."
    static let usage = "<path-or-name>"
    static let discussion = """
        Loads the pack and the packs it extends, compiles every template, and checks that every partial, parent and
        overridden block exists, that every name a template, output path or when: uses exists in its generator's
        context (built from a sample), that output paths and choices are sound, and that the rules file loads and
        its patterns compile. Problems are printed as path:line:column: error: message [rule], with the closest
        correct name suggested.
        """
    static let options: [CommandOption] = [
        .value(
            "format", "<format>", help: "How problems are printed.", choices: DiagnosticFormat.allCases.map(\.rawValue),
            default: DiagnosticFormat.text.rawValue)
    ]
    static let epilogue =
        "Exit status: 0 the pack is sound, 1 problems found, 2 the pack cannot be found, fetched or read, or requires "
        + "a newer intentflow."

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let reference = arguments.positionals.first else {
            throw UsageError("'pack validate' takes one pack directory or name")
        }
        let format = arguments.value("format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        let pack: ResolvedPack
        do {
            pack = try ResolvedRun.catalog(from: context.workingDirectory).resolve(
                reference, relativeTo: context.workingDirectory)
        } catch {
            // A pack that cannot be had at all is a usage or I/O error; one that loads wrong is a finding.
            let unavailable: Set<String> = ["pack.not-found", "pack.git", "pack.git-ref", "pack.requires"]
            if error.diagnostics.contains(where: { unavailable.contains($0.ruleID) }) {
                GenerationRunner.report(error, in: context)
                return .usageOrIO
            }
            context.standardOutput.write(format.render(error.diagnostics))
            return .findings
        }
        let diagnostics = PackValidator(pack: pack, sampleContexts: PackValidator.defaultSampleContexts(for: pack))
            .validate()
        context.standardOutput.write(format.render(diagnostics))
        if diagnostics.hasErrors { return .findings }
        if format == .text {
            context.standardOutput.line(
                "pack \(pack.name): \(pack.templateNames.count) templates, \(pack.generatorNames.count) generators — ok"
            )
        }
        return .success
    }
}
