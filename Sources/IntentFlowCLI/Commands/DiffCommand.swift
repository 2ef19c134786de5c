import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// `intentflow diff [--base REV] [PATH…]`: what a change does to each feature's contract, for review.
enum DiffCommand: CLICommand {
    /// How the diff is printed.
    enum Format: String, CaseIterable {
        case text, json, markdown, github
    }

    /// Which changes end the run with exit status 1.
    enum FailOn: String, CaseIterable {
        case breaking, any
    }

    static let name = "diff"
    static let abstract = "Compare manifests with a git revision: behaviour added, removed, changed and breaking."
    static let usage = "[<file-or-directory>...]"
    static let discussion = """
        Compares the manifests below the paths (default: the working directory) at a base revision with the
        working tree, feature by feature, from the loaded model rather than the YAML text: states and fields,
        the initial state, intents, events, effects (payload, id, policy, emits, every), outputs, routes,
        children, invariants and acceptance traces. A trace that only moved or was reworded (free text,
        a renamed binding, spacing) is no change; a changed value, guard or computed value is.

        A change is breaking when code written against the base stops compiling: a removed or renamed intent,
        event, effect, output or route, a changed payload of one (types, order, labels), a removed feature; a
        changed output names the parents that map it. Git is read with 'git rev-parse', 'ls-tree' and 'show';
        nothing is written. See Docs/Diff.md for the JSON keys and a CI step.
        """
    static let options: [CommandOption] = [
        .value(
            "base", "<revision-or-path>",
            help: "The git revision to compare with, or a folder or manifest holding the base manifests.",
            default: DiffRequest.defaultBase),
        .value(
            "format", "<format>",
            help: "text for people (coloured on a terminal), json for machines, markdown for a pull-request comment "
                + "(tables and a Mermaid diagram per feature), github for workflow annotations.",
            choices: Format.allCases.map(\.rawValue), default: Format.text.rawValue),
        .value(
            "fail-on", "<changes>", help: "Exit 1 when there is a breaking change, or any change.",
            choices: FailOn.allCases.map(\.rawValue)),
    ]
    static let epilogue = """
        Exit codes: 0 compared (and --fail-on not met), 1 --fail-on met, 2 usage error, unknown revision, a path
        outside the repository or a manifest that does not load at one side (nothing is printed on stdout).

        Example: intentflow diff --base origin/main --format markdown --fail-on breaking
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        let format = arguments.value("format").flatMap(Format.init(rawValue:)) ?? .text
        let failOn = arguments.value("fail-on").flatMap(FailOn.init(rawValue:))
        let base = arguments.value("base") ?? DiffRequest.defaultBase
        guard !base.isEmpty else { throw UsageError("--base needs a revision or a path") }
        let request = DiffRequest(
            paths: arguments.positionals, base: base, workingDirectory: context.workingDirectory,
            environment: context.environment)
        let diff: ManifestDiff
        do {
            diff = try DiffRun.run(request)
        } catch {
            context.standardError.write(DiagnosticFormat.text.render(error.diagnostics))
            return .usageOrIO
        }
        switch format {
        case .text: context.standardOutput.write(diff.text(colored: context.standardOutput.colorsDiagnostics))
        case .json: context.standardOutput.line(diff.json.prettyEncoded)
        case .markdown: context.standardOutput.write(diff.markdown)
        case .github: context.standardOutput.write(diff.githubAnnotations)
        }
        switch failOn {
        case .breaking?: return diff.hasBreakingChanges ? .findings : .success
        case .any?: return diff.hasChanges ? .findings : .success
        case nil: return .success
        }
    }
}
