import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `intentflow pack test`: renders a pack's fixture manifests and compares the output with stored snapshots.
enum PackTestCommand: CLICommand {
    static let name = "pack test"
    static let abstract = "Render a pack's fixture manifests and compare the output with its snapshots."
    static let usage = "<path-or-name> [--update]"
    static let discussion = """
        Every *.intentflow.yaml below the pack's tests/ folder is a fixture: it is rendered with the pack's feature
        generator (parameters from <fixture>.params.yaml beside it, when there is one) and each file is compared
        with the snapshot in <fixture>.expected/. A difference prints a unified diff. --update rewrites the
        snapshots instead (review them with git diff).
        """
    static let options: [CommandOption] = [
        .flag("update", help: "Rewrite the snapshots with what the pack renders now.")
    ]
    static let epilogue =
        "Exit status: 0 every fixture matches (or the snapshots were updated), 1 a fixture differs, 2 the pack or a "
        + "fixture cannot be read."

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let reference = arguments.positionals.first else {
            throw UsageError("'pack test' takes one pack directory or name")
        }
        let update = arguments.flag("update")
        let result = GenerationPipeline().run(
            GenerationRequest(.packTest(pack: reference, update: update), workingDirectory: context.workingDirectory))
        if let code = GenerationRunner.stopCode(result, in: context) { return code }
        let outcomes = result.packTests
        var failed = 0
        for outcome in outcomes {
            if update {
                context.standardOutput.line("updated \(outcome.name) (\(outcome.updated.count) files)")
            } else if outcome.passed {
                context.standardOutput.line("pass \(outcome.name)")
            } else {
                failed += 1
                context.standardOutput.line("FAIL \(outcome.name)")
                for difference in outcome.differences { context.standardOutput.write(difference.description) }
            }
        }
        guard failed == 0 else {
            context.standardOutput.line(
                "\(failed) of \(outcomes.count) fixtures differ from their snapshots; "
                    + "run 'intentflow pack test \(reference) --update' to accept the new output")
            return .findings
        }
        if !update { context.standardOutput.line("\(outcomes.count) fixtures match their snapshots") }
        return .success
    }
}
