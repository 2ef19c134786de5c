// Runs `swiftc -typecheck` on one file against the IntentFlow module this test run built, and reads its
// diagnostics. One invocation type-checks the whole unedited fixture in well under a second: no package to build.
import Foundation

/// One `path:line:column: severity: message` line of the compiler's output.
struct CompilerDiagnostic: Equatable {
    var line: Int
    var severity: String
    var message: String
}

enum TypeCheck {
    /// The repository this test file lives in.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The build products directory holding `Modules/IntentFlow.swiftmodule`: beside the test executable, or
    /// `.build/debug`.
    static func productsDirectory() throws -> URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            executable,
            // macOS: the tests run from inside `<products>/IntentFlowPackageTests.xctest/Contents/MacOS`.
            executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent(),
            repositoryRoot.appendingPathComponent(".build/debug"),
        ]
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Modules/IntentFlow.swiftmodule").path) {
            return candidate
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Modules/IntentFlow.swiftmodule (run `swift build` first)"])
    }

    /// Type-checks `file` in the package's language mode, importing IntentFlow, and returns the diagnostics
    /// reported for `file` (notes and the lines that repeat them are left out).
    static func diagnostics(of file: URL) async throws -> (status: Int32, diagnostics: [CompilerDiagnostic], output: String) {
        let products = try productsDirectory()
        let moduleMap = products.appendingPathComponent("CIntentFlowAtomics.build/module.modulemap")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentflow-migration-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", file.path,
            "-I", products.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=\(moduleMap.path)",
        ]
        process.standardOutput = handle
        process.standardError = handle
        let (ended, continuation) = AsyncStream<Int32>.makeStream()
        process.terminationHandler = { finished in
            continuation.yield(finished.terminationStatus)
            continuation.finish()
        }
        try process.run()
        let status = await ended.first { _ in true } ?? -1
        try handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (status, parse(text, for: file), text)
    }

    /// The `error` and `warning` lines about `file` in the compiler's output.
    static func parse(_ output: String, for file: URL) -> [CompilerDiagnostic] {
        let prefix = file.path + ":"
        return output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix) else { return nil }
            let fields = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let number = Int(fields[0]) else { return nil }
            let severity = fields[2].trimmingCharacters(in: .whitespaces)
            guard severity == "error" || severity == "warning" else { return nil }
            return CompilerDiagnostic(
                line: number, severity: severity, message: fields[3].trimmingCharacters(in: .whitespaces))
        }
    }
}
