import IntentFlowContext
import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// `intentflow validate <file-or-directory>...`: loads and validates manifests and prints what it found.
enum ValidateCommand: CLICommand {
    static let name = "validate"
    static let abstract = "Check manifests: YAML, schema, names, acceptance traces."
    static let usage = "<file-or-directory>..."
    static let discussion = """
        Loads each manifest and prints every finding as `path:line:column: severity: message [rule-id]`.
        A directory means every *.intentflow.yaml file below it, in sorted order. Notes advise (an effect that
        states no policy runs with the runtime's default, run) and never fail a run.
        """
    static let options: [CommandOption] = [
        .value(
            "format", "<format>", help: "How findings are printed (github: workflow commands).",
            choices: DiagnosticFormat.allCases.map(\.rawValue), default: DiagnosticFormat.text.rawValue),
        .flag("strict", help: "Warnings fail validation too; adds notes on a design to review (no failure state)."),
        .flag("quiet", help: "Print errors only, and no summary line."),
    ]
    static let epilogue = """
        Exit codes: 0 no errors, 1 errors (or warnings with --strict), 2 usage error, unreadable file or no
        manifest found. Rule ids are listed in Docs/Manifest.md.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("'validate' needs at least one manifest file or directory")
        }
        let format = arguments.value("format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        let strict = arguments.flag("strict")
        let quiet = arguments.flag("quiet")

        let manifests = ManifestInputs.load(arguments.positionals, in: context)
        let diagnostics =
            manifests.inputDiagnostics
            + manifests.entries.flatMap { entry in
                entry.result.diagnostics
                    + (entry.result.validManifest.map { ManifestAdvice.notes(for: $0, strict: strict) } ?? [])
                    // Generated tests that cannot fail, judged on the tests generation would write.
                    + (entry.result.validManifest.map {
                        VacuousTests.findings(for: $0, known: entry.result.diagnostics)
                    } ?? [])
            }
        let unreadable = manifests.hasUnreadableInput
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        if format != .text || !shown.isEmpty {
            context.standardOutput.write(format.render(shown, tool: "intentflow", version: IntentFlowVersion.current))
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if format == .text, !quiet {
            context.standardError.line(
                "validated \(counted(manifests.entries.count, "manifest")): \(counted(errors, "error")), "
                    + counted(warnings, "warning"))
        }
        if unreadable || manifests.entries.isEmpty { return .usageOrIO }
        if errors > 0 || (strict && warnings > 0) { return .findings }
        return .success
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
