import IntentFlowCheck
import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `intentflow mutate`'s whole road: plan the mutants (nothing written when that fails), copy the package with
/// every mutant behind a run-time switch, build the copy once, check the generated tests pass with no mutant, then
/// run them once per mutant and report which survive.
///
/// The package's own files are only read; the copy and its build live in `.build/intentflow-mutate`.
package enum MutationRun {
    /// Mutates the reducers of `manifests` (one package) and runs their generated tests against each mutant;
    /// `progress` hears a line before each slow step. Reports name files relative to `workingDirectory`.
    ///
    /// - Throws: ``LocatedError`` when a feature has no reducer or one that cannot be read, when the package does
    ///   not build, or when its generated tests fail with no mutant switched on.
    package static func run(
        _ manifests: [(url: URL, manifest: Manifest)],
        environment: [String: String] = ProcessInfo.processInfo.environment, workingDirectory: URL? = nil,
        progress: (String) -> Void = { _ in }
    ) throws(LocatedError) -> MutationReport {
        let plan = try MutationPlanner.plan(manifests, workingDirectory: workingDirectory)
        let package = PackageCopy(root: plan.root)
        let location = SourceLocation(file: plan.root + "/Package.swift", line: 1, column: 1)
        let outcome: Result<MutationReport, LocatedError>
        // The scratch folder is created (or found) without following a link before it is locked and written.
        _ = try package.prepare()
        do {
            // One run at a time per package: two would rewrite the same copy under each other's build.
            outcome = try OutputLock.holding(URL(fileURLWithPath: package.directory), timeout: .seconds(2)) {
                () throws(FilePlanError) -> Result<MutationReport, LocatedError> in
                do throws(LocatedError) {
                    return .success(
                        try buildAndScore(plan, in: package, environment: environment, progress: progress))
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            throw LocatedError(error.description, at: location, rule: "mutate.busy")
        }
        return try outcome.get()
    }

    /// Writes the copy, builds it once and scores each subject; the caller holds the copy's lock.
    static func buildAndScore(
        _ plan: (root: String, subjects: [MutationSubject]), in package: PackageCopy,
        environment: [String: String], progress: (String) -> Void
    ) throws(LocatedError) -> MutationReport {
        var replacements: [String: String] = [:]
        for subject in plan.subjects {
            for reducer in subject.reducerFiles {
                replacements[reducer.file.relativePath] = MutantSchema.source(
                    of: reducer.file, arms: reducer.arms, mutants: reducer.mutants,
                    openSwitchEnds: reducer.openSwitchEnds)
            }
        }
        try package.update(keptTests: Set(plan.subjects.flatMap(\.testFiles)), replacements: replacements)
        let mutantCount = plan.subjects.reduce(0) { $0 + $1.mutants.count }
        progress("building \(mutantCount) mutants in one build of \(package.sources)")
        let clock = ContinuousClock()
        let buildStart = clock.now
        let build = MutantBuild(package: package, environment: environment)
        let program = try build.run()
        let swiftTest = [
            build.swift, "test", "--skip-build", "--package-path", package.sources, "--scratch-path", package.build,
        ]
        let buildSeconds = seconds(clock.now - buildStart)
        let testStart = clock.now
        var features: [MutationReport.Feature] = []
        for subject in plan.subjects {
            progress("running \(subject.manifest.feature)'s generated tests against \(subject.mutants.count) mutants")
            features.append(
                try score(subject, program: program, swiftTest: swiftTest, environment: environment))
        }
        return MutationReport(
            features: features, buildSeconds: buildSeconds, testSeconds: seconds(clock.now - testStart))
    }

    /// Runs `subject`'s tests with no mutant (they must pass), then with each of its mutants.
    static func score(
        _ subject: MutationSubject, program: URL, swiftTest: [String], environment: [String: String]
    ) throws(LocatedError) -> MutationReport.Feature {
        var runner = MutantTestRun(
            program: program, suites: subject.suites, testClasses: subject.testClasses, environment: environment)
        runner.swiftTest = swiftTest
        let clock = ContinuousClock()
        let start = clock.now
        let baseline = runner.run(mutant: 0, seconds: 600)
        let bound = max(30, seconds(clock.now - start) * 10 + 10)
        guard baseline.outcome == .passed, baseline.tests > 0 else {
            let lines = baseline.output.split(separator: "\n").filter { $0.contains("failed") || $0.contains("error") }
            throw LocatedError(
                "\(subject.manifest.feature)'s generated tests "
                    + "(\((subject.suites + subject.testClasses).joined(separator: ", "))) do not pass "
                    + "with no mutant, so they cannot score any: "
                    + (lines.isEmpty ? "no test ran" : lines.prefix(10).joined(separator: "\n")),
                at: subject.manifest.location, rule: "mutate.baseline")
        }
        var results: [MutationReport.Result] = []
        // A suggestion names the sample to add where an existing trace's test cannot fail.
        let vacuous = VacuousTests.find(in: subject.manifest)
        for reducer in subject.reducerFiles {
            for mutant in reducer.mutants {
                let run = runner.run(mutant: mutant.id, seconds: bound)
                var result = MutationReport.Result(
                    mutant: mutant, outcome: run.outcome, change: change(mutant, in: reducer.file), explanation: nil,
                    failedTests: MutantTestRun.failedTests(in: run.output))
                if let arm = reducer.arms[mutant.armIndex], !result.isKilled {
                    result.explanation = SurvivorSuggestion.revised(
                        SurvivorExplanation(
                            mutant: mutant, arm: arm, in: reducer.file, manifest: subject.manifest,
                            stateCopies: reducer.stateCopies),
                        mutation: mutant.mutation, arm: arm, manifest: subject.manifest, vacuous: vacuous)
                }
                results.append(result)
            }
        }
        return MutationReport.Feature(
            feature: subject.manifest.feature, manifest: subject.manifest.path,
            reducerFiles: subject.reducerFiles.map(\.file.path), results: results)
    }

    /// The change on one line: `` `a < b` → `a <= b` ``, `` `case (.x, .y)` deleted ``, `` `.route(.z)` dropped ``.
    static func change(_ mutant: Mutant, in file: SwiftSourceFile) -> String {
        let original = ReducerSwitchReader.collapsed(file.text(in: mutant.range))
        switch mutant.mutation {
        case .deleteArm: return "`case \(original)` deleted"
        case .dropEffect, .dropCancel, .dropOutput, .dropRoute: return "`\(original)` dropped"
        case .keepState where mutant.replacement.isEmpty: return "`\(original)` dropped"
        default: return "`\(original)` → `\(mutant.replacement)`"
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
