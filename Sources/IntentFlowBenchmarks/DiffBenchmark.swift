import Foundation

/// `intentflow diff` over a repository of 200 features whose every manifest is changed in the working tree (a trace's
/// target and an effect's policy), against `HEAD`, process start to exit: goal under 1 s. Reference: `git diff
/// --stat` of the same tree, in the same run (git compares bytes; diff reads both sides' blobs, loads and validates
/// 400 manifests and compares them part by part).
enum DiffBenchmark: Benchmark {
    static let name = "diff"

    static func run() async throws -> [BenchmarkFigure] {
        guard let intentflow = BenchmarkProcess.sibling("intentflow") else {
            throw GeneratorBenchmarkFailure("the release intentflow is missing: swift build -c release first")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentflow-diff-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (root, manifests) = try GeneratorBenchmark.writePackage(features: 200, at: scratch)
        let env = URL(fileURLWithPath: "/usr/bin/env")
        for arguments in [
            ["init", "-q"], ["add", "-A"],
            ["-c", "user.name=Bench", "-c", "user.email=bench@example.com", "commit", "-q", "-m", "base"],
        ] {
            try BenchmarkProcess.run(env, ["git"] + arguments, in: root)
        }
        for url in manifests {
            let text = try String(contentsOf: url, encoding: .utf8)
                .replacingOccurrences(of: "failed + retry -> loading + load effect", with: "failed + retry -> idle")
                .replacingOccurrences(of: "policy: cancelInFlight", with: "policy: run")
            try Data(text.utf8).write(to: url)
        }
        // A diff that finds nothing would measure less than the work; this one must report every feature changed.
        let report = try BenchmarkProcess.output(intentflow, ["diff", "--format", "json"], in: root)
        guard String(decoding: report, as: UTF8.self).contains("\"changed\" : 200") else {
            throw GeneratorBenchmarkFailure("intentflow diff did not report the 200 changed features")
        }
        let times = measureBestInTurns(
            repetitions: 5,
            [
                { (try? BenchmarkProcess.run(intentflow, ["diff"], in: root)) as Any },
                { (try? BenchmarkProcess.run(env, ["git", "diff", "--stat"], in: root)) as Any },
            ])
        return [
            BenchmarkFigure(
                name: "intentflow diff, 200 changed features against HEAD, process start to exit",
                value: times[0] * 1000, unit: "ms", reference: ("git diff --stat of the same tree", times[1] * 1000),
                goal: "under 1 s")
        ]
    }
}
