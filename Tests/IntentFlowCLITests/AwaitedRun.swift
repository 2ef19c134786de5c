import Foundation

/// Runs `executable` in `directory` with no input and awaits its end; output and errors together.
///
/// Awaited, not waited for: a build or a child `intentflow` takes a while, and a thread of the test pool blocked that
/// long starves every other suite's tasks. A child still running after `hangLimit` is taken for hung and ended.
func runAwaitingExit(
    _ executable: URL, _ arguments: [String], in directory: URL, hangLimit: Duration = .seconds(15 * 60)
) async throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // No crash backtracer below this child: swift-backtrace inherits the descriptor Foundation watches for the child's
    // end, and under load it can hang reading a crashed process's memory, so the child never seems to end (a mutant's
    // trapping test run held a whole suite for 25 minutes this way).
    process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
    process.standardInput = FileHandle.nullDevice
    // Output goes to a file: a pipe nobody drains fills up and stalls a chatty child.
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("awaited-run-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer {
        try? handle.close()
        try? FileManager.default.removeItem(at: log)
    }
    process.standardOutput = handle
    process.standardError = handle
    let (ended, continuation) = AsyncStream<Int32>.makeStream()
    process.terminationHandler = { finished in
        continuation.yield(finished.terminationStatus)
        continuation.finish()
    }
    try process.run()
    // A child that never ends (a build waiting on a lock, a server waiting for input) fails its test instead of
    // holding the whole suite until CI gives up. SIGKILL, not terminate(): a child started from a thread of the
    // test pool inherits that thread's mask, which blocks SIGTERM. The wait ends here too (status -1), since a child
    // that has exited but whose end Foundation never saw (a descendant holding its descriptor) cannot be killed.
    let watchdog = Task {
        try await Task.sleep(for: hangLimit)
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            continuation.finish()
        }
    }
    defer { watchdog.cancel() }
    let status = await ended.first { _ in true } ?? -1
    return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
}
