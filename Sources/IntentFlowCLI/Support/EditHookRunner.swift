import IntentFlowGenerate
import IntentFlowProject
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `hook pre-edit` and `hook post-edit` share: reading Claude Code's hook JSON from standard input, answering
/// on standard output, and the exit statuses of the hook protocol.
enum EditHookRunner {
    /// The help text both commands end with.
    static let epilogue = """
        Exit status: 0 with the answer on standard output (nothing when the edit may go ahead); 1 when the input is
        not a hook's JSON (Claude Code shows the error and carries on); 2 for usage errors. Exit status 2 is never
        used to block: refusals are JSON, as the hook protocol prefers.
        """

    /// Reads the input, answers with `decide`, and returns the exit code.
    static func run(
        _ arguments: ParsedArguments, command: String, in context: CommandContext,
        decide: (EditHookInput, URL) -> EditHookResponse
    ) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw UsageError("'\(command)' takes no arguments; it reads standard input")
        }
        let root =
            arguments.value("root").map(context.url(forPath:))
            ?? (try? ResolvedRun.configuration(from: context.workingDirectory))?.projectRoot
            ?? context.workingDirectory
        let input: EditHookInput
        do {
            input = try EditHookInput.parse(String(decoding: context.standardInput(), as: UTF8.self))
        } catch {
            context.standardError.line("<stdin>:\(error.line):\(error.column): error: \(error.message) [hook.input]")
            return .findings
        }
        context.standardOutput.write(decide(input, root).output)
        return .success
    }

    /// The `--root` option both commands take.
    static let rootOption = CommandOption.value(
        "root", "<dir>",
        help: "The project root paths are shown from (default: the project root of .intentflow/config.yaml, else here)."
    )
}
