import Foundation
import IntentFlowCheck
import IntentFlowGenerate
import IntentFlowProject

/// `intentflow check`, process start to exit, beside `grep -rnP` over the same files with the same patterns as one
/// alternation (`grep -P` takes a single pattern), in the same run, on two workloads:
///
/// - **plain**: 20 plain word rules (a pack of its own) over 100,000 lines in 1,000 `*Flow.swift` files;
/// - **pack**: the default pack's 15 rules and 5 team rules over 100,000 lines of whole features (contracts,
///   reducers, effects, projections, views, tests), each rule on the files its globs select.
///
/// Both tools print every finding into a pipe that is read to its end, as a CI log reads them. grep applies every
/// pattern to every file, comments and strings included; check blanks comments and strings where a code rule might
/// match, and locates each finding by line and column.
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

    /// The words of the plain workload: APIs a team keeps out of its reducers.
    static let plainWords = [
        "URLSession", "UserDefaults", "FileManager", "DispatchQueue", "OperationQueue", "NotificationCenter", "NSLog",
        "fatalError", "preconditionFailure", "debugPrint", "Keychain", "NSManagedObjectContext", "UIApplication",
        "UIScreen", "UIDevice", "CLLocationManager", "AVAudioSession", "SKPaymentQueue", "WKWebView", "ProcessInfo",
    ]

    static func run() async throws -> [BenchmarkFigure] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentflow-check-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try plainFigures(in: directory.appendingPathComponent("plain"))
            + packFigures(in: directory.appendingPathComponent("pack"))
    }

    private static func plainFigures(in directory: URL) throws -> [BenchmarkFigure] {
        let tree = directory.appendingPathComponent("tree")
        let lines = try SyntheticSwiftTree.writeFlows(files: 1000, linesPerFile: 100, into: tree)
        let pack = directory.appendingPathComponent("plain-pack")
        try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
        try Data("name: plain-pack\nrules: rules.yaml\n".utf8).write(to: pack.appendingPathComponent("pack.yaml"))
        let rules = plainWords.map { word in
            "  - id: plain.no-\(word.lowercased())\n"
                + "    message: \"Keep \(word) out of reducers.\"\n    pattern: '\(word)'\n"
        }
        try Data(("rules:\n" + rules.joined()).utf8).write(to: pack.appendingPathComponent("rules.yaml"))
        let check = CheckCommandRun(
            arguments: ["--pack", pack.path], options: CheckOptions(root: tree, pack: pack.path))
        let run = try CheckRun(check: check, patterns: plainWords)
        return [
            run.figure(
                name: "intentflow check, \(plainWords.count) plain word rules, \(lines) lines in 1000 *Flow.swift files"
            )
        ]
    }

    private static func packFigures(in directory: URL) throws -> [BenchmarkFigure] {
        let tree = directory.appendingPathComponent("tree")
        let (lines, files) = try SyntheticSwiftTree.write(lines: 100_000, into: tree)
        let rulesURL = directory.appendingPathComponent("team-rules.yaml")
        try Data(extraRules.utf8).write(to: rulesURL)
        let patterns = RuleSet.resolve([DefaultRules.file(), RulesFileLoader.load(contentsOf: extraRules, path: "x")])
            .ruleSet.rules.map(\.pattern.source)
        let check = CheckCommandRun(
            arguments: ["--rules", rulesURL.path], options: CheckOptions(root: tree, rulesFiles: [rulesURL]))
        let run = try CheckRun(check: check, patterns: patterns)
        let perPatternSeconds = try measureBest(repetitions: 3) {
            for pattern in patterns { _ = try grepOutput(pattern, over: tree) }
        }
        let megabytes = Double(try directorySize(tree)) / 1e6
        return [
            run.figure(name: "intentflow check, the default pack's and 5 team rules, \(lines) lines in \(files) files"),
            BenchmarkFigure(
                name: "intentflow check throughput (\(run.processLabel))", value: megabytes / run.checkSeconds,
                unit: "MB/s",
                reference: (label: "grep -rnP, one grep per pattern", value: megabytes / perPatternSeconds),
                higherIsBetter: true, goal: "faster than one grep per pattern"),
        ]
    }

    /// `intentflow check` and `grep -rnP` over one tree, timed taking turns.
    private struct CheckRun {
        var checkSeconds: Double
        var grepSeconds: Double
        var findings: Int
        var grepLines: Int
        var processLabel: String

        init(check: CheckCommandRun, patterns: [String]) throws {
            let tree = check.options.root
            let alternation = patterns.map { "(?:\($0))" }.joined(separator: "|")
            grepLines = lineCount(try grepOutput(alternation, over: tree))
            findings = lineCount(try check.output())
            processLabel = check.label
            let times = measureBestInTurns(
                repetitions: 10,
                [
                    { (try? check.output()) as Any },
                    { (try? grepOutput(alternation, over: tree)) as Any },
                ])
            checkSeconds = times[0]
            grepSeconds = times[1]
        }

        func figure(name: String) -> BenchmarkFigure {
            BenchmarkFigure(
                name: "\(name), \(findings) findings, \(processLabel)", value: checkSeconds * 1000, unit: "ms",
                reference: (label: "grep -rnP, one alternation, \(grepLines) lines", value: grepSeconds * 1000),
                higherIsBetter: false, goal: "within 1.5× of grep -rnP")
        }
    }

    /// `intentflow check` as a process (the release executable built beside the benchmark), or in this process
    /// when it was not built.
    private struct CheckCommandRun {
        var arguments: [String]
        var options: CheckOptions
        var executable = BenchmarkProcess.sibling("intentflow")

        var label: String { executable == nil ? "in process (intentflow not built)" : "process start to exit" }

        /// What check prints: one finding per line.
        func output() throws -> Data {
            guard let executable else {
                return Data(try ProjectChecker.run(options).diagnostics.map { "\($0)\n" }.joined().utf8)
            }
            return try BenchmarkProcess.output(
                executable, ["check", options.root.path] + arguments, allowedStatuses: [0, 1])
        }
    }

    private static func grepOutput(_ pattern: String, over tree: URL) throws -> Data {
        try BenchmarkProcess.output(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["grep", "-P", "-n", "-r", "--include=*.swift", "-e", pattern, tree.path],
            allowedStatuses: [0, 1])
    }

    private static func lineCount(_ data: Data) -> Int {
        data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
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
