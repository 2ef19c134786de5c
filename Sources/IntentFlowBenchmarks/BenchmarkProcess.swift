import Foundation

/// Runs the release executables built beside `intentflow-bench`, to time commands from process start to exit.
enum BenchmarkProcess {
    /// The repository this benchmark was built from: three folders above this file
    /// (`Sources/IntentFlowBenchmarks/…`).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The release `intentflow` beside this benchmark; nil, after saying how to build it, where there is none.
    static func intentflowBinary() -> URL? {
        guard let binary = sibling("intentflow") else {
            print("  (intentflow binary not found beside intentflow-bench; build it with -c release)")
            return nil
        }
        return binary
    }

    /// The executable `name` in the directory of the running benchmark, when it was built.
    static func sibling(_ name: String) -> URL? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let url = executable.deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// The binary users run: `dist/intentflow` from `make release` (static, stripped) when the working directory holds
    /// one, else the release build beside this benchmark, with its label. The two differ by what starting costs: the
    /// release build loads the Swift runtime and Foundation as shared libraries.
    static func shipped() -> (url: URL, label: String)? {
        let dist = URL(fileURLWithPath: "dist/intentflow")
        if FileManager.default.isExecutableFile(atPath: dist.path) { return (dist, "dist/intentflow, as shipped") }
        return sibling("intentflow").map { ($0, "release build, shared libraries; `make release` for the shipped one") }
    }

    /// Runs `executable` to its end with output discarded; throws unless it exits with one of `allowedStatuses`.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, allowedStatuses: Set<Int32> = [0]
    ) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard allowedStatuses.contains(process.terminationStatus) else {
            throw GeneratorBenchmarkFailure("\(executable.lastPathComponent) exited with \(process.terminationStatus)")
        }
    }

    /// Runs `executable` to its end and returns what it printed on standard output, read through a pipe as a
    /// terminal or a CI log would read it (standard error is discarded); throws unless it exits with one of
    /// `allowedStatuses`.
    static func output(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, allowedStatuses: Set<Int32> = [0]
    ) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard allowedStatuses.contains(process.terminationStatus) else {
            throw GeneratorBenchmarkFailure("\(executable.lastPathComponent) exited with \(process.terminationStatus)")
        }
        return output
    }
}
