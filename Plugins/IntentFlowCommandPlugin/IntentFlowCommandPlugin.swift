import Foundation
import PackagePlugin

/// `swift package intentflow <command> …`: runs the `intentflow` CLI in the package's directory with the arguments
/// as given, so every command (`generate`, `validate`, `check`, `agents`, …) works on the package the way it works
/// from a shell. Writing commands need `--allow-writing-to-package-directory` (SwiftPM asks otherwise).
@main
struct IntentFlowCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "intentflow")
        let status = try run(tool.url, arguments: arguments, in: context.package.directoryURL)
        // The CLI has printed its own diagnostics; a non-zero status only has to fail `swift package`.
        if status != 0 { throw CommandFailure(status: status, arguments: arguments) }
    }

    /// Runs the tool with the plugin's standard output and error, and returns its exit status.
    private func run(_ executable: URL, arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The CLI exited with a non-zero status (1 findings, 2 usage or I/O error).
struct CommandFailure: Error, CustomStringConvertible {
    /// The CLI's exit status.
    let status: Int32
    /// The arguments it ran with.
    let arguments: [String]

    var description: String {
        "intentflow \(arguments.joined(separator: " ")) exited with status \(status)"
    }
}
