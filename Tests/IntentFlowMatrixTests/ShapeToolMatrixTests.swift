import Foundation
import IntentFlowCheck
import IntentFlowContext
import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowMutate
import Testing

/// Issue 39's shape × tool matrix. For each state shape (``MatrixShape/all``) the example feature with that shape is
/// the correct reducer: `check` finds nothing in it, `coverage` finds every effect's events delivered by a generated
/// chain but the gaps listed, and its generated tests (flow, conformance and store chain suites, run as
/// `intentflow mutate` runs them) pass. Then each bug of ``PlantedBug`` is planted at every place of the reducer
/// where it can be, one at a time, and each must fail at least one tool: `check` (no build: the planted reducer is
/// checked in memory) or the generated tests (one build of every planted bug behind mutate's run-time switch, one
/// test run per bug), judged each kind on its own (``MatrixTool``) by the names of the tests that failed.
@Suite("Shape × tool matrix")
struct ShapeToolMatrixTests {
    /// The shapes that have an example feature, each feature once.
    static let features: [MatrixShape] = {
        var seen = Set<String>()
        return MatrixShape.all.filter { $0.feature.map { seen.insert($0).inserted } ?? false }
    }()

    static let buildsPackages = ProcessInfo.processInfo.environment["INTENTFLOW_SKIP_SLOW"] != "1"

    @Test("Every shape has an example feature, but those the matrix lists as missing, with the reason")
    func shapesAreCoveredOrListed() {
        for shape in MatrixShape.all {
            #expect((shape.feature == nil) == (shape.missing != nil), "\(shape)")
            #expect(shape.feature == nil || !shape.expectedBugs.isEmpty, "\(shape) plants nothing")
            // The slow test judges each feature once, by its first shape: tools given on another are never read.
            let judged = Self.features.contains { $0.name == shape.name }
            #expect(judged || shape.findingTools.isEmpty, "\(shape): findingTools belong on its feature's first shape")
            #expect(!judged || !shape.findingTools.isEmpty, "\(shape): no tool is held to finding a bug")
        }
        let missing = MatrixShape.all.filter { $0.feature == nil }.map(\.name)
        #expect(missing == [])
    }

    @Test("check finds nothing in each shape's correct reducer", arguments: features)
    func checkPassesCorrectReducer(_ shape: MatrixShape) throws {
        let (_, manifest) = try MatrixRepository.manifest(shape)
        let files = try MatrixRepository.featureFiles(manifest.feature)
        let found = try ProjectChecker.check(files: files, manifests: [manifest], rules: RuleSet())
        #expect(found.isEmpty, "\(shape): \(found.map(\.description))")
    }

    @Test(
        "coverage finds every event of each shape's effects delivered by a generated chain, but the gaps listed",
        arguments: features)
    func coveragePassesCorrectManifest(_ shape: MatrixShape) throws {
        let (_, manifest) = try MatrixRepository.manifest(shape)
        #expect(!manifest.effects.isEmpty || shape.undeliveredToday.isEmpty)
        let coverage = GeneratedChainCoverage.counted(FeatureCoverage(manifest), manifest: manifest)
        let undelivered = coverage.undeliveredEffects.map { "\($0.effect): \($0.undelivered.joined(separator: ", "))" }
        #expect(
            undelivered == shape.undeliveredToday,
            "\(shape): no generated chain for \(undelivered); the matrix lists \(shape.undeliveredToday)")
    }

    @Test(
        "Each shape's reducer has a place for each bug the matrix plants in it",
        arguments: MatrixShape.all.filter { $0.feature != nil })
    func bugsArePlanted(_ shape: MatrixShape) throws {
        let bugs = try Self.plantedBugs(shape)
        let planted = Set(bugs.map { PlantedBug($0.mutant.mutation) })
        let missing = shape.expectedBugs.subtracting(planted)
        #expect(missing.isEmpty, "\(shape): no place to plant \(missing.map(\.description))")
        if let own = shape.ownBug {
            #expect(
                bugs.contains { PlantedBug($0.mutant.mutation) == own.bug && $0.change.contains(own.change) },
                "\(shape): its own bug, \(own.bug) at `\(own.change)`, is planted nowhere")
        }
    }

    /// The one slow test: every planted bug of every shape in one build, judged by each kind of generated test
    /// and by `check`. Slow (one build of the Examples, about a minute, then a test run per bug):
    /// `INTENTFLOW_SKIP_SLOW=1` skips it. It prints, for each planted bug, the tools that found it.
    @Test(
        "Each planted bug fails a tool in every shape, and each shape's finding tools find one",
        .enabled(if: buildsPackages))
    func everyPlantedBugFailsATool() async throws {
        let manifests = try Self.features.map(MatrixRepository.manifest)
        // Planned as the run plans them, so that a bug's mutant number is the one the run reports.
        let planted = try Self.plantedBugs(manifests)
        let report = try await MatrixRepository.onOwnThread {
            try MutationRun.run(manifests, workingDirectory: MatrixRepository.root)
        }
        let outcomes = Dictionary(
            report.features.flatMap(\.results).map { ($0.mutant.id, $0) }, uniquingKeysWith: { $1 })
        let clock = ContinuousClock()
        let checking = clock.now
        for shape in Self.features {
            let manifest = try MatrixRepository.manifest(shape).manifest
            var found: [MatrixTool: Int] = [:]
            for bug in planted(shape) {
                let tests = try #require(outcomes[bug.mutant.id], "\(shape): mutant \(bug.mutant.id) was not run")
                try #require(tests.mutant == bug.mutant, "\(shape): the run's mutant \(bug.mutant.id) is another one")
                let tools = try Self.tools(finding: bug, judged: tests, shape: shape, manifest: manifest)
                let named =
                    "\(shape): planted \(PlantedBug(bug.mutant.mutation)) (\(bug.change) at \(bug.mutant.location))"
                let finders = tools.sorted().map(\.description).joined(separator: ", ")
                print("matrix: \(named): found by \(tools.isEmpty ? "no tool" : finders)")
                #expect(!tools.isEmpty, "\(named) fails no tool: the generated tests pass, check finds nothing")
                for tool in tools { found[tool, default: 0] += 1 }
            }
            let count = planted(shape).count
            let counts = MatrixTool.allCases.map { "\($0) \(found[$0] ?? 0)" }.joined(separator: ", ")
            print("matrix: \(shape): \(count) planted; found by \(counts)")
            for tool in shape.findingTools.sorted() {
                #expect(found[tool] != nil, "\(shape): \(tool) found none of the \(count) bugs planted")
            }
        }
        // What the test costs, printed (never asserted): the one build, the test runs, check on each planted bug.
        print(
            "matrix: \(planted.count) bugs; build \(Int(report.buildSeconds)) s, "
                + "test runs \(Int(report.testSeconds)) s, judging them (check included) \(clock.now - checking)")
        #expect(planted.count == report.mutantCount, "every mutant of the run is one planted bug of the matrix")
    }

    /// The tools that found `bug`: each kind of generated test that failed with it (by the tests' names), and
    /// `check` on the planted reducer.
    static func tools(
        finding bug: Planted, judged tests: MutationReport.Result, shape: MatrixShape, manifest: Manifest
    ) throws -> Set<MatrixTool> {
        var tools = Set(tests.failedTests.map { MatrixTool.of(failedTest: $0, in: manifest) })
        if tests.outcome != .passed, tools.isEmpty { tools.insert(.unnamedTest) }
        if try checkFinding(bug, shape: shape) != nil { tools.insert(.check) }
        return tools
    }

    /// A planted bug: one mutant and how it reads.
    struct Planted {
        var mutant: Mutant
        var file: String
        var change: String
    }

    /// Every place of `shape`'s reducer where a bug of the list can be planted, as mutate plans it (nothing built).
    static func plantedBugs(_ shape: MatrixShape) throws -> [Planted] {
        try plantedBugs([try MatrixRepository.manifest(shape)]).all
    }

    /// The places to plant bugs in the reducers of `manifests`, numbered across them as one mutate run numbers them.
    static func plantedBugs(_ manifests: [(url: URL, manifest: Manifest)]) throws -> PlantedBugs {
        let (root, subjects) = try MutationPlanner.plan(manifests, workingDirectory: MatrixRepository.root)
        #expect(root == MatrixRepository.root.standardizedFileURL.path)
        var byFeature: [String: [Planted]] = [:]
        for subject in subjects {
            byFeature[subject.manifest.feature] = subject.reducerFiles.flatMap { reducer in
                reducer.mutants.map { mutant in
                    let text = String(decoding: reducer.file.text[mutant.range], as: UTF8.self)
                    let change = "`\(text)` → `\(mutant.replacement)`"
                    return Planted(mutant: mutant, file: reducer.file.relativePath, change: change)
                }
            }
        }
        return PlantedBugs(byFeature: byFeature)
    }

    /// The planted bugs of several features, found by shape.
    struct PlantedBugs {
        var byFeature: [String: [Planted]]

        var all: [Planted] { byFeature.keys.sorted().flatMap { byFeature[$0] ?? [] } }
        var count: Int { byFeature.values.reduce(0) { $0 + $1.count } }

        func callAsFunction(_ shape: MatrixShape) -> [Planted] { shape.feature.flatMap { byFeature[$0] } ?? [] }
    }

    /// check's first error on `shape`'s feature with `bug` planted, or nil; a forgotten arm is not planted for check
    /// (removing an arm's label alone is not a reducer), so it is judged by the tests only.
    static func checkFinding(_ bug: Planted, shape: MatrixShape) throws -> Diagnostic? {
        guard bug.mutant.mutation != .deleteArm else { return nil }
        let (_, manifest) = try MatrixRepository.manifest(shape)
        let files = MatrixRepository.planting(
            bug.mutant, in: bug.file, of: try MatrixRepository.featureFiles(manifest.feature))
        let found = try ProjectChecker.check(files: files, manifests: [manifest], rules: RuleSet())
        return found.first { $0.severity == .error }
    }
}
