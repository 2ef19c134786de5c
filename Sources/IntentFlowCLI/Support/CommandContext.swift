import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Where a command reads from and writes to.
///
/// The executable passes the real process streams; tests pass buffers so they can run every command in process and
/// inspect exactly what it printed.
package struct CommandContext: Sendable {
    /// The directory relative paths are resolved against.
    package var workingDirectory: URL
    /// The environment the command sees (for `NO_COLOR`, `CI`, …).
    package var environment: [String: String]
    /// Receives normal output.
    package var standardOutput: OutputSink
    /// Receives diagnostics and error messages.
    package var standardError: OutputSink
    /// Reads all of standard input (the hook commands read Claude Code's JSON from it); tests pass the text.
    package var standardInput: @Sendable () -> Data

    /// Creates a context.
    package init(
        workingDirectory: URL, environment: [String: String], standardOutput: OutputSink, standardError: OutputSink,
        standardInput: @escaping @Sendable () -> Data = { CommandContext.readStandardInput() }
    ) {
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardInput = standardInput
    }

    /// All of the process's standard input, read until the writer closes it.
    package static func readStandardInput() -> Data { StandardStream.readToEnd() }

    /// Whether a stream's diagnostics are coloured: only when it is a terminal, and never when `NO_COLOR` is set, to
    /// any value, even empty (no-color.org). A pipe or a file gets plain text.
    package static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil
    }

    /// Resolves a path given on the command line against the working directory.
    package func url(forPath path: String) -> URL {
        if ProjectRoot.isAbsolute(path) { return URL(fileURLWithPath: path).standardizedFileURL }
        return workingDirectory.appendingPathComponent(path).standardizedFileURL
    }

    /// A context bound to the current process: its directory, environment and standard streams, each coloured when
    /// it is a terminal.
    ///
    /// - Parameter isTerminal: Whether a file descriptor is a terminal; `isatty` unless a test says otherwise.
    package static func process(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        isTerminal: (Int32) -> Bool = { isatty($0) != 0 }
    ) -> CommandContext {
        CommandContext(
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            environment: environment,
            standardOutput: .standardOutput(
                colored: usesColor(isTerminal: isTerminal(STDOUT_FILENO), environment: environment)),
            standardError: .standardError(
                colored: usesColor(isTerminal: isTerminal(STDERR_FILENO), environment: environment)))
    }
}
