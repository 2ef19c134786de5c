import Foundation
import IntentFlowGenerate

/// `intentflow check` over a synthetic tree of 100,000 Swift lines with 20 rules, beside `grep -P` running the same
/// 20 patterns over the same files in the same run.
///
/// grep gets the patterns as one alternation (`grep -P` takes a single pattern) and applies every pattern to every
/// file; check applies each rule only to the files its globs select, but also reads and blanks comments and strings
/// first, and locates each finding by line and column. Both walk the directory and read every file.
enum CheckBenchmark: Benchmark {
    static let name = "check"

    /// Five rules a team might add, over the default pack's fifteen.
    static let extraRules = """
        rules:
          - id: team.no-todo
            message: "Resolve TODOs before merging."
            severity: warning
            pattern: '\\b(?:TODO|FIXME|XXX)\\b'
            in: any
          - id: team.no-force-unwrap-url
            message: "Build URLs without force unwrapping."
            pattern: 'URL\\(string:[^)\\n]*\\)!'
          - id: team.no-combine
            message: "Use async sequences instead of Combine."
            pattern: '^\\s*import\\s+Combine\\b'
          - id: team.no-nslog
            message: "Log with os.Logger."
            pattern: '\\bNSLog\\s*\\('
          - id: team.no-any-view
            message: "Return concrete views."
            pattern: '\\bAnyView\\s*\\('
            include: "**/*View.swift"

        """

    static func run() async throws -> [BenchmarkFigure] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentflow-check-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tree = directory.appendingPathComponent("tree")
        let (lines, files) = try SyntheticSwiftTree.write(lines: 100_000, into: tree)
        let rulesURL = directory.appendingPathComponent("team-rules.yaml")
        try Data(extraRules.utf8).write(to: rulesURL)

        let options = CheckOptions(root: tree, rulesFiles: [rulesURL])
        var report = try ProjectChecker.run(options)
        let checkSeconds = try measureBest(repetitions: 5) { report = try ProjectChecker.run(options) }

        let patterns = RuleSet.resolve([DefaultRules.file(), RulesFileLoader.load(contentsOf: extraRules, path: "x")])
            .ruleSet.rules.map(\.pattern.source)
        let alternation = patterns.map { "(?:\($0))" }.joined(separator: "|")
        var grepLines = 0
        let grepSeconds = try measureBest(repetitions: 5) {
            grepLines = try grep(["-P", "-n", "-r", "--include=*.swift", "-e", alternation, tree.path])
        }
        let perPatternSeconds = try measureBest(repetitions: 3) {
            for pattern in patterns {
                _ = try grep(["-P", "-n", "-r", "--include=*.swift", "-e", pattern, tree.path])
            }
        }
        let megabytes = Double(try directorySize(tree)) / 1e6
        return [
            BenchmarkFigure(
                name: "check: \(lines) lines in \(files) files, \(patterns.count) rules, \(report.diagnostics.count) findings",
                value: checkSeconds * 1000, unit: "ms",
                reference: (label: "grep -P, one alternation, \(grepLines) lines", value: grepSeconds * 1000),
                higherIsBetter: false, goal: "within 2× of grep -P"),
            BenchmarkFigure(
                name: "check throughput", value: megabytes / checkSeconds, unit: "MB/s",
                reference: (label: "grep -P, one grep per pattern", value: megabytes / perPatternSeconds),
                higherIsBetter: true, goal: "faster than one grep per pattern"),
        ]
    }

    /// Runs grep with output discarded and returns how many lines it printed.
    private static func grep(_ arguments: [String]) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["grep"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return output.withUnsafeBytes { bytes in bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
    }

    private static func directorySize(_ url: URL) throws -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey])
        while let file = enumerator?.nextObject() as? URL {
            total += (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }
}
