import Foundation

/// `swiftc -typecheck` on a mutated copy: whether Swift accepts every mutant behind the run-time switch, and what it
/// said otherwise.
enum SwiftTypeCheck {
    /// Type-checks `source` as one file; the exit status and the compiler's errors.
    static func run(_ source: String) throws -> (status: Int32, errors: String) {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mutant-copy-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: url) }
        try source.write(to: url, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", url.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
