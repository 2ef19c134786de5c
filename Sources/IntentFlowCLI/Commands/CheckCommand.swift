import IntentFlowCheck
import IntentFlowGenerate
import IntentFlowManifest

/// `intentflow check`: drift between manifests and Swift code, and the pack's architecture rules.
enum CheckCommand: CLICommand {
    static let name = "check"
    static let abstract = "Check Swift code against its manifests and the pack's architecture rules."
    static let usage = "[<root>]"
    static let discussion = """
        Reads every Swift file and every *.intentflow.yaml below <root> (default: the working directory) and reports:

          drift      cases in a contract enum that its manifest lacks, and the reverse; associated values whose
                     count, labels or types differ; effect ids a reducer uses that no manifest effect declares;
                     acceptance traces no test covers (a test marks the trace it covers with `// trace: <trace>`),
                     or whose tests are all disabled or skipped (a warning); traces the reducer's
                     `switch (state, signal)` does not implement; its cases no trace declares (a warning);
                     effects requested with another effect's id or a policy other than the manifest's
          rules      the pack's architecture rules (Docs/Rules.md): e.g. a reducer does no side work, contract, flow
                     and projection import no UI framework

        A feature's code is found by its type names: `enum <Feature>State` (and Intent, Event, Effect, Route,
        Output), `struct <Feature>Flow`, and *Tests.swift files that use them.

        Silence one finding with a comment on the line before it: `// intentflow:disable:next <rule-id>`, or at the
        end of its line: `// intentflow:disable-line <rule-id>`.
        """
    static let options: [CommandOption] = [
        .value(
            "format", "<format>", help: "How findings are printed.", choices: DiagnosticFormat.allCases.map(\.rawValue),
            default: DiagnosticFormat.text.rawValue),
        .flag("strict", help: "Warnings fail the check too."),
        .value("rules", "<file>", help: "A rules file applied over the pack's rules.", repeatable: true),
        .value(
            "pack", "<pack>",
            help: "The pack whose rules apply: a name (.intentflow/packs/<name>, or the built-in swift) or a "
                + "directory. Default: `pack:` in .intentflow/config.yaml, else swift."),
        .value(
            "exclude", "<glob>",
            help: "Files or directories (relative to <root>) not to check, e.g. 'Tests/Fixtures'. When <root> is the "
                + "project root, the `exclude:` globs of .intentflow/config.yaml apply too.", repeatable: true),
        .value(
            "skip-rule", "<rule-id>",
            help: "Leave out the findings of a rule, e.g. drift.uncovered-trace when <root> holds a target's code "
                + "but not its tests.", repeatable: true),
        .value(
            "build-stamp", "<file>",
            help: "When the check passes, write <file> (a comment-only Swift file): the output a build system "
                + "compares inputs against (IntentFlowBuildPlugin)."),
    ]
    static let epilogue = "EXIT CODES: 0 clean, 1 findings (errors; warnings with --strict), 2 usage or I/O error."

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("'check' takes at most one directory; got \(arguments.positionals.count)")
        }
        let format = arguments.value("format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        let rootArgument = arguments.positionals.first ?? "."
        var prefix = rootArgument == "." || rootArgument == "./" ? "" : rootArgument
        if !prefix.isEmpty, !prefix.hasSuffix("/") { prefix += "/" }
        let options = CheckOptions(
            root: context.url(forPath: rootArgument), displayPrefix: prefix, pack: arguments.value("pack"),
            rulesFiles: (arguments.options["rules"] ?? []).map(context.url(forPath:)),
            exclude: arguments.options["exclude"] ?? [], workingDirectory: context.workingDirectory)
        var report: CheckReport
        do {
            report = try ProjectChecker.run(options)
        } catch {
            // An invalid config.yaml is printed as its located diagnostics, as every other command prints it.
            if error.diagnostics.isEmpty {
                context.standardError.line("intentflow: error: \(error.message)")
            } else {
                context.standardError.write(DiagnosticFormat.text.render(error.diagnostics))
            }
            return .usageOrIO
        }
        let skipped = Set(arguments.options["skip-rule"] ?? [])
        report.diagnostics.removeAll { skipped.contains($0.ruleID) }
        let rendered = format.render(report.diagnostics, version: IntentFlowVersion.current)
        if format == .text {
            context.standardOutput.write(rendered)
            let errors = report.diagnostics.filter { $0.severity == .error }.count
            let warnings = report.diagnostics.filter { $0.severity == .warning }.count
            context.standardError.line(
                "checked \(counted(report.swiftFileCount, "Swift file")) and "
                    + "\(counted(report.manifestCount, "manifest")) with \(counted(report.ruleCount, "rule")): "
                    + "\(counted(errors, "error")), \(counted(warnings, "warning"))"
            )
        } else {
            context.standardOutput.write(rendered)
        }
        if report.fails(strict: arguments.flag("strict")) { return .findings }
        guard let stamp = arguments.value("build-stamp") else { return .success }
        do {
            try BuildStamp.write(
                BuildStamp.contents(manifests: report.manifestCount, swiftFiles: report.swiftFileCount),
                to: context.url(forPath: stamp))
        } catch {
            context.standardError.line("intentflow: error: cannot write the build stamp \(stamp): \(error)")
            return .usageOrIO
        }
        return .success
    }

    private static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
