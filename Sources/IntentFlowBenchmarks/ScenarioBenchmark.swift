import Foundation

/// `intentflow-bench scenarios`: what `scenarios:` cost a person, on a package of 20 features of Passcode's shape
/// (ScenarioPackage.swift), each with two scenarios, against the same package without them, in the same run:
///
/// - `intentflow generate` of the whole package from nothing, process start to exit;
/// - `swift build --build-tests` of the features and their tests (IntentFlow's modules already built), the two
///   variants taking turns so both meet the same load;
/// - a scenario's test run on the test clock: the one that waits out a 30-second lock-out must take milliseconds.
///   Its time is the one Swift Testing prints for it, beside the feature's store test (one send, no clock) in the
///   same `swift test` run.
///
/// Builds dominate, so each build figure's name carries the load average, as `mutate`'s do.
public enum ScenarioBenchmark: Benchmark {
    public static let name = "scenarios"

    public static func run() async throws -> [BenchmarkFigure] {
        guard let binary = BenchmarkProcess.intentflowBinary() else { return [] }
        let repository = BenchmarkProcess.repository
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentflow-bench-scenarios-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let generate = try generateFigures(binary: binary, repository: repository, scratch: scratch)
        let package = ScenarioPackage(root: scratch.appendingPathComponent("package"))
        let build = try buildFigures(binary: binary, repository: repository, package: package)
        return generate + build + [try testClockFigure(package: package)]
    }

    /// `intentflow generate Sources` in a fresh copy of the package each time, with and without scenarios.
    static func generateFigures(binary: URL, repository: URL, scratch: URL) throws -> [BenchmarkFigure] {
        let copies = (
            without: ScenarioPackage(root: scratch.appendingPathComponent("generate-without")),
            with: ScenarioPackage(root: scratch.appendingPathComponent("generate-with"))
        )
        try copies.without.write(repository: repository, withScenarios: false)
        try copies.with.write(repository: repository, withScenarios: true)
        // The two take turns, each run in a package emptied of what the run before wrote (outside the clock).
        var times = [Double.infinity, Double.infinity]
        for _ in 0..<5 {
            for (index, package) in [copies.without, copies.with].enumerated() {
                let time = try measureBest(
                    repetitions: 1, prepare: { try? package.removeGeneratedFiles() },
                    { try BenchmarkProcess.run(binary, ["generate", "Sources"], in: package.root) })
                times[index] = min(times[index], time)
            }
        }
        return [
            BenchmarkFigure(
                name: "intentflow generate, \(ScenarioPackage.featureCount) features with 2 scenarios each, "
                    + "process start to exit", value: times[1] * 1000, unit: "ms",
                reference: ("the same features without scenarios", times[0] * 1000), higherIsBetter: false,
                goal: "within 1.5× of without")
        ]
    }

    /// The features' and tests' build, with and without scenarios, two rounds taking turns.
    static func buildFigures(binary: URL, repository: URL, package: ScenarioPackage) throws -> [BenchmarkFigure] {
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        try package.write(repository: repository, withScenarios: true)
        try BenchmarkProcess.run(binary, ["generate", "Sources"], in: package.root)
        // The first build compiles IntentFlow itself, which both variants share: not measured.
        try BenchmarkProcess.run(swift, ["swift", "build", "--build-tests"], in: package.root)
        var best = (without: Double.infinity, with: Double.infinity)
        let load = MutateBenchmark.load()
        for _ in 0..<2 {
            for withScenarios in [false, true] {
                try package.writeManifests(withScenarios: withScenarios)
                try BenchmarkProcess.run(binary, ["generate", "Sources"], in: package.root)
                try package.touchFeatureSources()
                let time = try measureBest(repetitions: 1) {
                    try BenchmarkProcess.run(swift, ["swift", "build", "--build-tests"], in: package.root)
                }
                if withScenarios { best.with = min(best.with, time) } else { best.without = min(best.without, time) }
            }
        }
        return [
            BenchmarkFigure(
                name: "swift build --build-tests, \(ScenarioPackage.featureCount) features with 2 scenarios each "
                    + "(IntentFlow built; load \(load))", value: best.with, unit: "s",
                reference: ("the same features without scenarios", best.without), higherIsBetter: false,
                goal: "within 1.2× of without")
        ]
    }

    /// The lock-out scenario's test time as Swift Testing reports it, best of five runs of the first feature's
    /// tests, beside the feature's store test of the same runs. The package is built with scenarios (the last
    /// build of ``buildFigures(binary:repository:package:)``).
    static func testClockFigure(package: ScenarioPackage) throws -> BenchmarkFigure {
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let feature = ScenarioPackage.features[0]
        var best = (scenario: Double.infinity, store: Double.infinity)
        for _ in 0..<5 {
            let output = try BenchmarkProcess.output(
                swift, ["swift", "test", "--skip-build", "--filter", "\(feature)Tests.\(feature)FlowTests"],
                in: package.root)
            let text = String(decoding: output, as: UTF8.self)
            guard let scenario = passedTime(of: ScenarioPackage.lockScenario, in: text),
                let store = passedTime(of: "The flow runs in a store", in: text)
            else { throw GeneratorBenchmarkFailure("swift test did not report the scenario's test passing") }
            best = (min(best.scenario, scenario), min(best.store, store))
        }
        return BenchmarkFigure(
            name: "the 30-second lock-out scenario's test (6 steps, the test clock moved 30 s), as Swift Testing "
                + "times it", value: best.scenario * 1000, unit: "ms",
            reference: ("the feature's store test (one send, no clock)", best.store * 1000), higherIsBetter: false,
            goal: "< 100 ms, for a lock of 30 s")
    }

    /// The seconds Swift Testing prints for the test named `name`: `✔ Test "name" passed after 0.004 seconds.`
    static func passedTime(of name: String, in output: String) -> Double? {
        let prefix = "Test \"\(name)\" passed after "
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: prefix) else { continue }
            let number = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            return Double(number)
        }
        return nil
    }
}
