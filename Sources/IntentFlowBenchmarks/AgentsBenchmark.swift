import Foundation
import IntentFlowAI
import IntentFlowGenerate

/// `intentflow-bench agents`: every agent surface written for a repository of 100 features.
///
/// The repository holds 100 manifests in `.intentflow/` and their generated code (so every feature's code is located
/// and digested). Measured: `AgentsGenerator` from manifests to files written in a fresh checkout (40 files), and the
/// steady state a CI `--check` sees (everything planned, nothing to write), in process; and `intentflow agents
/// --check` as a process. Goal: under 1 s. Reference: loading and validating the same 100 manifests, the floor any
/// run pays.
public enum AgentsBenchmark: Benchmark {
    public static let name = "agents"

    public static func run() async throws -> [BenchmarkFigure] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manifestsDirectory = root.appendingPathComponent(".intentflow")
        try FileManager.default.createDirectory(at: manifestsDirectory, withIntermediateDirectories: true)
        var manifests: [Manifest] = []
        var urls: [URL] = []
        for index in 0..<100 {
            let name = String(format: "Feature%03d", index)
            let url = manifestsDirectory.appendingPathComponent("\(name).intentflow.yaml")
            try Data(StarterManifest.yaml(feature: name, mode: .ai).utf8).write(to: url)
            guard let manifest = ManifestLoader.load(contentsOf: url).validManifest else {
                throw GeneratorBenchmarkFailure("manifest \(name) does not load")
            }
            manifests.append(manifest)
            urls.append(url)
        }
        let code = try FeatureGenerator(
            options: GenerateOptions(output: root.appendingPathComponent("Sources"), workingDirectory: root),
            catalog: PackCatalog(projectRoot: nil))
        try FilePlanWriter().write(try code.plan(manifests))

        let load = measureBest(repetitions: 5) {
            for url in urls { _ = ManifestLoader.load(contentsOf: url).validManifest }
        }
        var written = 0
        let fresh = try measureBest(repetitions: 3) {
            for surface in [".ai", ".claude", ".cursor", ".github", "AGENTS.md", "CLAUDE.md", "GEMINI.md", ".geminiignore"] {
                try? FileManager.default.removeItem(at: root.appendingPathComponent(surface))
            }
            let plan = try generator(root).run().plan
            try FilePlanWriter().write(plan)
            written = plan.files.count
        }
        let steady = try measureBest(repetitions: 5) {
            let plan = try generator(root).run().plan
            guard !plan.hasChanges else { throw GeneratorBenchmarkFailure("a second agents run planned changes") }
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
        return figures
    }

    private static func generator(_ root: URL) throws -> AgentsGenerator {
        try AgentsGenerator(
            options: AgentsOptions(root: root, workingDirectory: root), catalog: PackCatalog(projectRoot: root))
    }
}
