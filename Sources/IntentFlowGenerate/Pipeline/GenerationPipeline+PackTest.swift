#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

/// The stages of `pack test`: the pack resolved once from the run's configuration, each fixture loaded and prepared
/// (``PackTester``), rendered through the pipeline's render stage as `generate` renders a manifest, and compared
/// with its snapshot, or written to it with `update`. Nothing is planned against the project: a snapshot holds what
/// a fresh `generate` writes, not what a plan would make of files on disk.
extension GenerationPipeline {
    /// `pack test <pack>`: every fixture of the pack's `tests/` folder against its snapshot.
    func packTest(
        _ reference: String, update: Bool, _ request: GenerationRequest, _ configuration: ProjectConfiguration
    ) throws(GeneratorError) -> GenerationResult {
        let pack = try PackCatalog(projectRoot: configuration.projectRoot)
            .resolve(reference, relativeTo: request.workingDirectory)
        guard let directory = pack.pack.origin.directory else {
            throw GeneratorError(
                "pack '\(pack.name)' is built in and has no tests/ folder here; test its source directory "
                    + "(intentflow pack test Templates, in the IntentFlow repository)",
                at: Self.commandLine, rule: "pack.test")
        }
        let shown = pack.pack.displayPath.isEmpty ? "tests" : "\(pack.pack.displayPath)/tests"
        let tester = PackTester(
            pack: pack, tests: directory.appendingPathComponent("tests", isDirectory: true), displayPath: shown)
        let generator = try FeatureGenerator(
            options: GenerateOptions(output: tester.tests, workingDirectory: request.workingDirectory), pack: pack)
        var outcomes: [PackTester.Outcome] = []
        for testCase in try tester.fixtures() {
            try Self.stopIfCancelled()
            let prepared = try tester.prepare(testCase, generator: generator)
            // Each fixture is a run of its own, with a budget of its own.
            var budget = RenderBudget()
            let files = try render(generator, prepared, &budget)
            outcomes.append(try tester.outcome(testCase, rendered: files, update: update))
        }
        return GenerationResult(packTests: outcomes, packName: pack.name)
    }
}
