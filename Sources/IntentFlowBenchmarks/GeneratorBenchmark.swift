import Foundation
import IntentFlowGenerate
import IntentFlowManifest

/// `intentflow-bench generate`: what a person waits for when generating, each command run as a process by the release
/// `intentflow` beside this executable, on a package of real size.
///
/// - `intentflow feature` (a new feature with a screen) and `intentflow generate` of one feature: goal under 50 ms.
///   Reference: spawning `/bin/true`, the process-creation floor.
/// - `intentflow generate --check` over a package of 200 features that is current, as CI runs it: goal under 1 s.
///   Reference: loading and validating the same 200 manifests in process, the floor any run pays.
/// - The build-tool plugin's command (`intentflow check <target> --build-stamp …`) on a target of 50 features: goal
///   under 1 s, since it runs before every build. Reference: spawning `/bin/true`.
public enum GeneratorBenchmark: Benchmark {
    public static let name = "generate"

    public static func run() async throws -> [BenchmarkFigure] {
        guard let binary = BenchmarkProcess.intentflowBinary() else { return [] }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentflow-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let floor = try measureBest(repetitions: 15) { try BenchmarkProcess.run(URL(fileURLWithPath: "/bin/true"), []) }
        let spawnFloor = ("spawning /bin/true", floor * 1000)
        var run = 0
        func fresh() -> String {
            run += 1
            return scratch.appendingPathComponent("out-\(run)").path
        }

        let feature = try measureBest(repetitions: 15) {
            try BenchmarkProcess.run(
                binary, ["feature", "Checkout", "--mode", "ai", "--ui", "swiftui", "--output", fresh()])
        }
        let one = try writePackage(features: 1, at: scratch.appendingPathComponent("one"))
        let generateOne = try measureBest(repetitions: 15) {
            try BenchmarkProcess.run(binary, ["generate", one.manifests[0].path, "--output", fresh()])
        }

        let large = try writePackage(features: 200, at: scratch.appendingPathComponent("large"))
        try BenchmarkProcess.run(binary, ["generate", "Sources"], in: large.root)
        let load = measureBest(repetitions: 5) {
            for url in large.manifests { _ = ManifestLoader.load(contentsOf: url).validManifest }
        }
        let check = try measureBest(repetitions: 5) {
            try BenchmarkProcess.run(binary, ["generate", "Sources", "--check"], in: large.root)
        }

        let target = try writePackage(features: 50, at: scratch.appendingPathComponent("target"))
        try BenchmarkProcess.run(binary, ["generate", "Sources"], in: target.root)
        let stamp = scratch.appendingPathComponent("build-stamp").path
        let plugin = try measureBest(repetitions: 5) {
            // The plugin checks one target's folder; the test rules need the test target, so it skips them.
            try BenchmarkProcess.run(
                binary,
                [
                    "check", target.root.appendingPathComponent("Sources").path, "--skip-rule", "drift.uncovered-trace",
                    "--skip-rule", "drift.skipped-trace-test", "--build-stamp", stamp,
                ],
                in: target.root)
        }
        return [
            BenchmarkFigure(
                name: "intentflow feature (one feature with a screen), process start to exit", value: feature * 1000,
                unit: "ms", reference: spawnFloor, higherIsBetter: false, goal: "< 50 ms"),
            BenchmarkFigure(
                name: "intentflow generate of one feature, process start to exit", value: generateOne * 1000,
                unit: "ms", reference: spawnFloor, higherIsBetter: false, goal: "< 50 ms"),
            BenchmarkFigure(
                name: "intentflow generate --check, 200 current features, process start to exit", value: check * 1000,
                unit: "ms", reference: ("load + validate the 200 manifests in process", load * 1000),
                higherIsBetter: false, goal: "< 1000 ms"),
            BenchmarkFigure(
                name: "build-tool plugin's intentflow check, 50-feature target, process start to exit",
                value: plugin * 1000, unit: "ms", reference: spawnFloor, higherIsBetter: false, goal: "< 1000 ms"),
        ]
    }

    /// A package whose `Sources/<Feature>/` folders each hold the starter manifest `intentflow feature --mode ai`
    /// writes, with the manifests' URLs.
    static func writePackage(features: Int, at root: URL) throws -> (root: URL, manifests: [URL]) {
        var manifests: [URL] = []
        for index in 0..<features {
            let name = "Feature" + String(repeating: "0", count: 3 - String(index).count) + String(index)
            let folder = root.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("\(name).intentflow.yaml")
            try Data(StarterManifest.yaml(feature: name, mode: .ai).utf8).write(to: url)
            manifests.append(url)
        }
        return (root, manifests)
    }
}

/// Why a benchmark could not run as intended.
struct GeneratorBenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
