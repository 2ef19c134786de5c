import Foundation

/// Runs `executable` in `directory` with no input and awaits its end; output and errors together.
///
/// Awaited, not waited for: a build or a child `intentflow` takes a while, and a thread of the test pool blocked that
/// long starves every other suite's tasks.
func runAwaitingExit(_ executable: URL, _ arguments: [String], in directory: URL) async throws
    -> (status: Int32, output: String)
{
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
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
    let status = await ended.first { _ in true } ?? -1
    return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
}
