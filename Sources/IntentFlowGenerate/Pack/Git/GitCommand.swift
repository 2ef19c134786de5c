import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Runs the `git` command for the pack cache, so that a hostile or unreachable repository can neither hang nor
/// redirect it:
///
/// - no terminal prompts (a repository that asks for credentials fails instead of waiting for an answer);
/// - a time bound on every call (``timeout``, `INTENTFLOW_GIT_TIMEOUT` seconds, 30 by default): a server that accepts
///   and never answers ends in an error, and the child is killed;
/// - only the allowed transports (``GitTransport``), also for redirects and submodules (`GIT_ALLOW_PROTOCOL`);
/// - the `GIT_*` variables a caller such as a git hook sets (`GIT_DIR`, `GIT_INDEX_FILE`, `GIT_WORK_TREE`, …) are
///   cleared, so the cache's own repositories are the ones read and written;
/// - the child stays in the caller's process group (spawned directly, not through Foundation's `Process`, which
///   gives it a group of its own), so an interrupt that ends intentflow ends git too.
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

    /// The default time bound of one git call, in seconds.
    static let defaultTimeout = 30.0
    /// The `GIT_*` variables kept: how to reach an ssh server is the person's choice and redirects no repository.
    private static let keptVariables: Set<String> = ["GIT_SSH", "GIT_SSH_COMMAND", "GIT_SSH_VARIANT"]

    /// The environment git runs with.
    var environment: [String: String]
    /// How long one call may take, in seconds.
    var timeout: Double

    /// A command with `environment` cleaned of `GIT_*` redirections, prompts off, transports limited; the time
    /// bound is `INTENTFLOW_GIT_TIMEOUT` (seconds) when set to a positive number, else ``defaultTimeout``.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        var clean = environment.filter { !$0.key.hasPrefix("GIT_") || Self.keptVariables.contains($0.key) }
        clean["GIT_TERMINAL_PROMPT"] = "0"
        clean["GIT_ASKPASS"] = "echo"
        clean["GIT_ALLOW_PROTOCOL"] = GitTransport.allowed.joined(separator: ":")
        clean["LC_ALL"] = "C"
        self.environment = clean
        timeout =
            environment["INTENTFLOW_GIT_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
            ?? Self.defaultTimeout
    }

    /// Runs `git <arguments>` and waits for it, at most ``timeout`` seconds.
    ///
    /// - Throws: ``GeneratorError`` at `location`: rule `pack.git` when git cannot be started, `pack.git-timeout`
    ///   when it does not finish in time (it is killed).
    func run(_ arguments: [String], at location: SourceLocation) throws(GeneratorError) -> Result {
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(["git"] + arguments, environment: environment)
        } catch {
            throw GeneratorError("cannot run git to fetch a pack: \(error.reason)", at: location, rule: "pack.git")
        }
        guard let ended = child.wait(until: Date().addingTimeInterval(timeout)) else {
            throw GeneratorError(
                "git \(arguments.first { !$0.hasPrefix("-") && !ProjectRoot.isAbsolute($0) } ?? "") "
                    + "did not finish within \(Int(timeout)) seconds and was stopped (a server that does not answer?); "
                    + "INTENTFLOW_GIT_TIMEOUT sets the bound in seconds", at: location, rule: "pack.git-timeout")
        }
        return Result(
            status: ended.status, output: String(decoding: ended.output, as: UTF8.self),
            errorOutput: String(decoding: ended.errors, as: UTF8.self))
    }
}
