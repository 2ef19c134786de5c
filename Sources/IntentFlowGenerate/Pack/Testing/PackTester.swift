import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stages of a pack's snapshot tests (`intentflow pack test`, a road of ``GenerationPipeline``): every fixture
/// manifest in the pack's `tests/` folder (``fixtures()``) prepared (``prepare(_:generator:)``), rendered by the
/// pipeline with the pack's `feature` generator, and each file compared with the snapshot stored beside the fixture
/// (``outcome(_:rendered:update:)``).
///
/// What is compared is what a fresh `intentflow generate` would write (headers included), so a snapshot reads like
/// generated code. With `update` the snapshots are rewritten instead, removing files the pack no longer writes.
package struct PackTester: Sendable {
    /// The pack under test.
    package var pack: ResolvedPack
    /// Its `tests/` directory.
    package var tests: URL
    /// How messages show the `tests/` directory (`Templates/tests`).
    package var displayPath: String

    /// The outcome of one fixture.
    package struct Outcome: Sendable {
        /// The fixture's name.
        package var name: String
        /// One diff per file that differs from its snapshot (a missing file diffs against empty text).
        package var differences: [UnifiedDiff]
        /// The files written to the snapshot with `update`.
        package var updated: [String]
        /// Whether the output matches the snapshot.
        package var passed: Bool { differences.isEmpty }
    }

    /// Creates a tester for a pack whose directory holds `tests/`.
    package init(pack: ResolvedPack, tests: URL, displayPath: String) {
        self.pack = pack
        self.tests = tests
        self.displayPath = displayPath
    }

    /// The load stage of `pack test`: every fixture below `tests/`, by name.
    ///
    /// - Throws: ``GeneratorError`` when there are none.
    package func fixtures() throws(GeneratorError) -> [PackTestCase] {
        let cases = PackTestCase.cases(in: tests)
        guard !cases.isEmpty else {
            throw GeneratorError(
                "no fixture manifests (*\(PackTestCase.manifestSuffix)) in \(displayPath)",
                at: SourceLocation(file: displayPath, line: 1, column: 1), rule: "pack.test")
        }
        return cases
    }

    /// The prepare stage of one fixture: its manifest read as generation reads it (a fixture's `children:` name
    /// manifests beside it) and its parameters (its parameters file's) settled as every render of a feature settles
    /// them, with the template context built once.
    ///
    /// - Throws: ``GeneratorError`` for an invalid fixture manifest or a parameter that is not the generator's.
    package func prepare(_ testCase: PackTestCase, generator: FeatureGenerator) throws(GeneratorError)
        -> PreparedManifest
    {
        let shownManifest = shown(testCase.manifest)
        let loaded = ManifestLoader.load(contentsOf: testCase.manifest, displayPath: shownManifest)
        guard let manifest = loaded.manifest, !loaded.diagnostics.hasErrors else {
            throw GeneratorError(loaded.diagnostics.filter { $0.severity == .error })
        }
        let given = try testCase.parameters(shownAs: testCase.parametersFile.map(shown) ?? "")
        var declared = given
        declared["module"] = nil
        let parameters = try FeatureGenerator.parameters(
            declared, module: given["module"], for: manifest, generator: generator.renderer.generator,
            origin: SourceLocation(file: testCase.parametersFile.map(shown) ?? shownManifest, line: 1, column: 1))
        var prepared = PreparedManifest(
            url: testCase.manifest, manifest: manifest, parameters: parameters,
            context: FeatureContext.make(manifest: manifest, parameters: parameters))
        prepared.source = testCase.manifest.lastPathComponent
        return prepared
    }

    /// The last stage of one fixture: its rendered files compared with the snapshot, or with `update` written to
    /// it (removing files the pack no longer writes).
    ///
    /// - Throws: ``GeneratorError`` for an output path a plan would refuse (it must not escape the snapshot either)
    ///   or a snapshot that cannot be written.
    package func outcome(_ testCase: PackTestCase, rendered: [RenderedFile], update: Bool) throws(GeneratorError)
        -> Outcome
    {
        var files: [String: String] = [:]
        for file in rendered {
            if let problem = PackValidator.pathProblem(file.path) {
                throw GeneratorError(
                    "output path '\(file.path)' \(problem)",
                    at: SourceLocation(file: shown(testCase.manifest), line: 1, column: 1),
                    rule: "pack.path")
            }
            files[file.path] = file.initialContents
        }
        let snapshot = PackSnapshot(directory: testCase.snapshot)
        let shownSnapshot = shown(testCase.snapshot)
        guard update else {
            let differences = snapshot.differences(from: files, shownAs: shownSnapshot)
            return Outcome(name: testCase.name, differences: differences, updated: [])
        }
        try snapshot.record(
            files, shownAs: shownSnapshot, inside: ProjectRoot(tests.deletingLastPathComponent(), name: "the pack"))
        return Outcome(name: testCase.name, differences: [], updated: files.keys.sorted())
    }

    /// A file below `tests/` as messages show it.
    private func shown(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        guard let below = ProjectRoot.relative(path, below: tests.standardizedFileURL.path), !below.isEmpty else {
            return path
        }
        return displayPath + "/" + below
    }
}
