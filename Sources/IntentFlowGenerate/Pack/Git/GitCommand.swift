import Foundation
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
            let lines = errorOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw GeneratorError(
                "cannot run git to fetch a pack: \(error.localizedDescription)", at: location, rule: "pack.git")
        }
        // Standard error is read on its own queue so neither pipe can fill up and stall git.
        let errorData = ErrorCollector(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on a background thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Everything read, once the writer closed the pipe.
    func wait() -> Data {
        done.wait()
        return data
    }
}
