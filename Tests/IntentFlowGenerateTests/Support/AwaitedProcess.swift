import Foundation

/// Runs a command (through `/usr/bin/env`) in `directory`, returning its exit status and its output and errors
/// together.
///
/// Awaited, not waited for: a build takes minutes, and a thread of the test pool blocked that long starves every
/// other suite's tasks (the pool has one thread per core). A child still running after `hangLimit` is taken for
/// hung and ended.
func runAwaitingExit(
    _ arguments: [String], in directory: URL, hangLimit: Duration = .seconds(15 * 60)
) async throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // No crash backtracer below this child: swift-backtrace inherits the descriptor Foundation watches for the child's
    // end, and under load it can hang reading a crashed process's memory, so the child never seems to end (a mutant's
    // trapping test run held a whole suite for 25 minutes this way).
    process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
    // Output goes to a file: a pipe nobody drains fills up and stalls a chatty build. A file of its own for each run:
    // with one shared name, a run truncated the log while a process of the run before still wrote to it, and a
    // passing test run read back with a third of its lines overwritten (a CI run of the whole suite).
    let log = directory.appendingPathComponent(".run-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
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
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return (status, output)
}
