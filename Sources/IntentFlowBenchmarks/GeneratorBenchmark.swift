import Foundation
import IntentFlowAI
import IntentFlowGenerate

/// `intentflow-bench generate`: how fast manifests become files on disk, and how fast `intentflow feature` runs as a
/// process.
///
/// - 250, 500 and 1,000 features: manifests read from disk, loaded, rendered with the default pack, planned against
///   an empty output directory, recorded and written (atomically), as `intentflow generate` does it. Goal: 1,000 under 2 s on a 2-core machine, linear.
///   Reference: the same files written with plain `FileManager`/`Data.write` — the I/O floor.
/// - The 1,000 features again into `/dev/shm` when it exists: the generator's own cost without the disk's.
/// - `intentflow feature` from process start to exit (the release binary beside this one), best of 15. Goal: under
///   30 ms. Reference: spawning `/bin/true`, the process-creation floor.
public enum GeneratorBenchmark: Benchmark {
    public static let name = "generate"

    public static func run() async throws -> [BenchmarkFigure] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let manifests = scratch.appendingPathComponent("manifests")
        try FileManager.default.createDirectory(at: manifests, withIntermediateDirectories: true)
        let counts = [250, 500, 1000]
        var urls: [URL] = []
        for index in 0..<counts.max()! {
            let name = String(format: "Feature%04d", index)
            let url = manifests.appendingPathComponent("\(name).intentflow.yaml")
            try Data(StarterManifest.yaml(feature: name, mode: .ai).utf8).write(to: url)
            urls.append(url)
        }

        var figures: [BenchmarkFigure] = []
        var run = 0
        for count in counts {
            let (seconds, floor, files) = try measureGeneration(urls.prefix(count), in: scratch, run: &run)
            figures.append(
                BenchmarkFigure(
                    name: "generate \(count) features (\(files.count) files written)", value: seconds * 1000, unit: "ms",
                    reference: ("plain Data.write of the same bytes", floor * 1000), higherIsBetter: false,
                    goal: count == 1000 ? "< 2000 ms" : "linear"))
            figures.append(
                BenchmarkFigure(
                    name: "  per feature at \(count)", value: seconds * 1e6 / Double(count), unit: "µs",
                    reference: ("plain write per feature", floor * 1e6 / Double(count)), higherIsBetter: false,
                    goal: "flat as the count grows"))
        }

        // The same 1,000 features on a memory file system, when there is one: what is left is the generator's own
        // work, apart from a disk whose speed varies from run to run on a shared machine.
        let memory = URL(fileURLWithPath: "/dev/shm/intentflow-bench-\(UUID().uuidString)")
        if (try? FileManager.default.createDirectory(at: memory, withIntermediateDirectories: false)) != nil {
            defer { try? FileManager.default.removeItem(at: memory) }
            let (seconds, floor, _) = try measureGeneration(urls[...], in: memory, run: &run)
            figures.append(
                BenchmarkFigure(
                    name: "generate 1000 features into /dev/shm (memory)", value: seconds * 1000, unit: "ms",
                    reference: ("plain Data.write of the same bytes", floor * 1000), higherIsBetter: false,
                    goal: "< 2000 ms"))
        }

        if let binary = BenchmarkProcess.sibling("intentflow") {
            let feature = try measureBest(repetitions: 15) {
                run += 1
                let output = scratch.appendingPathComponent("feature-\(run)").path
                try BenchmarkProcess.run(binary, ["feature", "Checkout", "--mode", "ai", "--ui", "swiftui", "--output", output])
            }
            let floor = try measureBest(repetitions: 15) { try BenchmarkProcess.run(URL(fileURLWithPath: "/bin/true"), []) }
            figures.append(
                BenchmarkFigure(
                    name: "intentflow feature, process start to exit", value: feature * 1000, unit: "ms",
                    reference: ("spawning /bin/true", floor * 1000), higherIsBetter: false, goal: "< 30 ms"))
        } else {
            print("  (intentflow binary not found beside intentflow-bench; build it with -c release to measure `feature`)")
        }
        return figures
    }

    /// The best of three generations of `urls` into fresh directories below `directory`, and the best of three plain
    /// writes of the same files there (the I/O floor), in seconds, with the files written.
    private static func measureGeneration(_ urls: ArraySlice<URL>, in directory: URL, run: inout Int) throws
        -> (seconds: Double, floor: Double, files: [PlannedFile])
    {
        var files: [PlannedFile] = []
        var counter = run
        // Before each repetition, outside the clock, the files written so far go to disk: a run must not pay for the
        // write-back of the runs before it (the kernel's flusher competes for the same two cores).
        let settle = { sync() }
        let seconds = try measureBest(repetitions: 3, prepare: settle) {
            counter += 1
            files = try generate(urls, into: directory.appendingPathComponent("out-\(counter)"))
        }
        let floor = try measureBest(repetitions: 3, prepare: settle) {
            counter += 1
            try writePlainly(files, into: directory.appendingPathComponent("plain-\(counter)"))
        }
        run = counter
        return (seconds, floor, files)
    }

    /// The whole road `intentflow generate <directory>` takes: discover and load the manifests (``ManifestSet``),
    /// render, plan and record them (``FeatureRun``), write.
    private static func generate(_ urls: ArraySlice<URL>, into output: URL) throws -> [PlannedFile] {
        let inputs = urls.map { ManifestRequest.Input(url: $0, shown: $0.lastPathComponent) }
        let set = ManifestSet.load(ManifestRequest(inputs: inputs, workingDirectory: output))
        guard set.validManifests.count == urls.count else {
            throw GeneratorBenchmarkFailure("\(urls.count - set.validManifests.count) manifests do not load")
        }
        let generator = try FeatureGenerator(
            options: GenerateOptions(output: output, parameters: ["ui": "swiftui"], workingDirectory: output),
            catalog: PackCatalog(projectRoot: nil))
        let run = try FeatureRun(generator, manifests: set.validManifests, shownFrom: output)
        try FilePlanWriter().write(run.plan)
        return run.plan.files
    }

    private static func writePlainly(_ files: [PlannedFile], into output: URL) throws {
        for file in files {
            let url = output.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
    }
}

/// Why a benchmark could not run as intended.
struct GeneratorBenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
