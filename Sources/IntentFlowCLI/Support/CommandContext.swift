import Foundation

/// Where a command reads from and writes to.
///
/// The executable passes the real process streams; tests pass buffers so they can run every command in process and
/// inspect exactly what it printed.
public struct CommandContext: Sendable {
    /// The directory relative paths are resolved against.
    public var workingDirectory: URL
    /// The environment the command sees (for `NO_COLOR`, `CI`, …).
    public var environment: [String: String]
    /// Receives normal output.
    public var standardOutput: OutputSink
    /// Receives diagnostics and error messages.
    public var standardError: OutputSink
    /// Whether standard output is an interactive terminal (colour is used only then, and never with `NO_COLOR`).
    public var isTerminal: Bool

    /// Creates a context.
    public init(
        workingDirectory: URL,
        environment: [String: String],
        standardOutput: OutputSink,
        standardError: OutputSink,
        isTerminal: Bool = false
    ) {
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isTerminal = isTerminal
    }

    /// Whether coloured output is allowed.
    public var usesColor: Bool { isTerminal && environment["NO_COLOR"] == nil }

    /// Resolves a path given on the command line against the working directory.
    public func url(forPath path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return workingDirectory.appendingPathComponent(path).standardizedFileURL
    }

    /// A context bound to the current process: its directory, environment and standard streams.
    public static func process() -> CommandContext {
        CommandContext(
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            environment: ProcessInfo.processInfo.environment,
            standardOutput: .standardOutput,
            standardError: .standardError,
            isTerminal: isatty(STDOUT_FILENO) != 0
        )
    }
}
