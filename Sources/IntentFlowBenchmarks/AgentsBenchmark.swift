import Foundation
import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// `intentflow-bench agents`: every agent surface written for a repository of 100 features.
///
/// The repository holds 100 manifests in `.intentflow/` and their generated code (so every feature's code is located
/// and digested). Measured: `agents` through the pipeline from manifests to files written in a fresh checkout
/// (every surface, the nested AGENTS.md beside each feature's code included), and the
/// steady state a CI `--check` sees (everything planned, nothing to write), in process; and `intentflow agents
/// --check` as a process. Goal: under 1 s. Reference: loading and validating the same 100 manifests, the floor any
/// run pays. Then, for a repository of 40 features, the largest surface of each limited kind as its tool loads it,
/// against that limit.
public enum AgentsBenchmark: Benchmark {
    public static let name = "agents"

    public static func run() async throws -> [BenchmarkFigure] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentflow-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let urls = try makeRepository(at: root, features: 100)
        let load = measureBest(repetitions: 5) {
            for url in urls { _ = ManifestLoader.load(contentsOf: url).validManifest }
        }
        var written = 0
        let fresh = try measureBest(repetitions: 3) {
            for surface in [
                ".ai", ".claude", ".cursor", ".github", "AGENTS.md", "CLAUDE.md", "GEMINI.md", ".geminiignore",
            ] {
                try? FileManager.default.removeItem(at: root.appendingPathComponent(surface))
            }
            let sources = root.appendingPathComponent("Sources")
            for feature in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
                try? FileManager.default.removeItem(at: sources.appendingPathComponent(feature + "/AGENTS.md"))
            }
            let result = try agents(root)
            guard result.carryOut().written else { throw GeneratorBenchmarkFailure("agents wrote nothing") }
            written = result.plan?.files.count ?? 0
        }
        let steady = try measureBest(repetitions: 5) {
            guard try agents(root).plan?.hasChanges == false else {
                throw GeneratorBenchmarkFailure("a second agents run planned changes")
            }
        }
        let reference = ("load + validate the 100 manifests", load * 1000)
        var figures = [
            BenchmarkFigure(
                name: "agents, 100 features, fresh (\(written) files written)", value: fresh * 1000, unit: "ms",
                reference: reference, higherIsBetter: false, goal: "< 1000 ms"),
            BenchmarkFigure(
                name: "agents, 100 features, current (nothing to write)", value: steady * 1000, unit: "ms",
                reference: reference, higherIsBetter: false, goal: "< 1000 ms"),
        ]
        if let binary = BenchmarkProcess.sibling("intentflow") {
            let process = try measureBest(repetitions: 5) {
                try BenchmarkProcess.run(binary, ["agents", "--check", "--root", root.path], in: root)
            }
            figures.append(
                BenchmarkFigure(
                    name: "intentflow agents --check, 100 features, process start to exit", value: process * 1000,
                    unit: "ms", reference: reference, higherIsBetter: false, goal: "< 1000 ms"))
        }
        return figures + (try surfaceSizes(features: 40))
    }

    /// Writes `features` starter manifests into `root/.intentflow` and their generated code into `root/Sources`;
    /// returns the manifests' URLs.
    private static func makeRepository(at root: URL, features: Int) throws -> [URL] {
        let manifestsDirectory = root.appendingPathComponent(".intentflow")
        try FileManager.default.createDirectory(at: manifestsDirectory, withIntermediateDirectories: true)
        var urls: [URL] = []
        for index in 0..<features {
            let name = String(format: "Feature%03d", index)
            let url = manifestsDirectory.appendingPathComponent("\(name).intentflow.yaml")
            try Data(StarterManifest.yaml(feature: name, mode: .ai).utf8).write(to: url)
            guard ManifestLoader.load(contentsOf: url).validManifest != nil else {
                throw GeneratorBenchmarkFailure("manifest \(name) does not load")
            }
            urls.append(url)
        }
        var request = GenerationRequest(
            .generate(
                manifests: ManifestRequest(paths: [".intentflow"], workingDirectory: root), addingMissingTraces: false),
            workingDirectory: root)
        request.output = root.appendingPathComponent("Sources")
        guard GenerationPipeline().run(request).carryOut().written else {
            throw GeneratorBenchmarkFailure("the features' code was not generated")
        }
        return urls
    }

    /// The largest surface of each limited kind in a repository of `features` features, as its tool loads it
    /// (imports and directory chain included), against its limit: the reference is the limit itself.
    private static func surfaceSizes(features: Int) throws -> [BenchmarkFigure] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentflow-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try makeRepository(at: root, features: features)
        let plan = try agents(root).plan
        let measurements = plan.map { AgentsGenerator.measurements($0) } ?? []
        let kinds: [(label: String, matches: (String) -> Bool)] = [
            ("root AGENTS.md", { $0 == "AGENTS.md" }),
            ("largest nested AGENTS.md chain", { $0.hasSuffix("/AGENTS.md") }),
            ("CLAUDE.md with its imports", { $0 == "CLAUDE.md" }),
            ("largest Cursor rule", { $0.hasPrefix(".cursor/rules/") }),
        ]
        return kinds.compactMap { kind in
            // The surface of this kind nearest to one of its limits (a file may have several, in different units).
            let sized = measurements.filter { kind.matches($0.path) }.map { measurement in
                (size: measurement.limit.size(of: measurement.loaded), limit: measurement.limit)
            }
            guard
                let (size, limit) = sized.max(by: {
                    Double($0.size) / Double($0.limit.maximum) < Double($1.size) / Double($1.limit.maximum)
                })
            else { return nil }
            let (value, unit, maximum) = (Double(size), limit.unit, limit.maximum)
            return BenchmarkFigure(
                name: "\(features) features: \(kind.label)", value: value, unit: unit,
                reference: ("its limit", Double(maximum)), higherIsBetter: false, goal: "<= \(maximum) \(unit)")
        }
    }

    /// An `agents` run through the pipeline, for the tools a run wrote for before tools were detected (so the
    /// figures stay comparable), planned and not yet written.
    private static func agents(_ root: URL) throws -> GenerationResult {
        let result = GenerationPipeline().run(
            GenerationRequest(.agents(root: root, tools: AgentTool.defaults, exclude: []), workingDirectory: root))
        guard result.stop == nil else {
            throw GeneratorBenchmarkFailure("agents did not plan: \(result.diagnostics.diagnostics)")
        }
        return result
    }
}
