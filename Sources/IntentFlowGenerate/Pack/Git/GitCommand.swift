#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentFlowAI

/// Runs the `git` command, with no terminal prompts: a repository that asks for credentials fails instead of
/// waiting for an answer that never comes.
struct GitCommand {
    /// What a run printed and how it ended.
    struct Result {
        var status: Int32
        var output: String
        var errorOutput: String
        var succeeded: Bool { status == 0 }
        /// The first `fatal:` or `error:` line of standard error (else its first line), for messages.
        var reason: String {
            let lines = errorOutput.split(separator: "\n").map { $0.trimmingWhitespace() }
            let line = lines.first { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") } ?? lines.first
            return line ?? "git exited with status \(status)"
        }
    }

    /// The environment git runs with.
    var environment: [String: String]

    /// A command with this process's environment, prompts off.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        var environment = environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ASKPASS"] = "echo"
        environment["LC_ALL"] = "C"
        self.environment = environment
    }

    /// Runs `git <arguments>` and waits for it.
    ///
    /// - Throws: ``GeneratorError`` (rule `pack.git`) at `location` when git cannot be started at all.
    func run(_ arguments: [String], at location: SourceLocation) throws(GeneratorError) -> Result {
        let child = ChildProcess(
            executable: "/usr/bin/env", arguments: ["git"] + arguments, environment: environment, timeLimit: nil)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try child.run()
        } catch {
            throw GeneratorError("cannot run git to fetch a pack: \(error.reason)", at: location, rule: "pack.git")
        }
        return Result(
            status: outcome.status, output: String(decoding: outcome.output, as: UTF8.self),
            errorOutput: String(decoding: outcome.errorOutput, as: UTF8.self))
    }
}
