import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs a pack's snapshot tests (`intentflow pack test`): renders every fixture manifest in the pack's `tests/`
/// folder with its `feature` generator and compares each file with the snapshot stored beside the fixture.
///
/// What is compared is what a fresh `intentflow generate` would write (headers included), so a snapshot reads like
/// generated code. ``run(update:)`` with `update` rewrites the snapshots instead, removing files the pack no longer
/// writes.
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

    /// Tests (or, with `update`, re-records) every fixture.
    ///
    /// - Throws: ``GeneratorError`` when there are no fixtures, a fixture manifest is invalid, a parameter is not the
    ///   generator's, a template fails, or a snapshot cannot be written.
    package func run(update: Bool) throws(GeneratorError) -> [Outcome] {
        let cases = PackTestCase.cases(in: tests)
        guard !cases.isEmpty else {
            throw GeneratorError(
                "no fixture manifests (*\(PackTestCase.manifestSuffix)) in \(displayPath)",
                at: SourceLocation(file: displayPath, line: 1, column: 1), rule: "pack.test")
        }
        let renderer = try PackRenderer(pack: pack, generator: "feature")
        var outcomes: [Outcome] = []
        for testCase in cases {
            let files = try render(testCase, renderer: renderer)
            let snapshot = PackSnapshot(directory: testCase.snapshot)
            if update {
                try snapshot.record(
                    files, shownAs: shown(testCase.snapshot),
                    inside: ProjectRoot(tests.deletingLastPathComponent(), name: "the pack"))
                outcomes.append(Outcome(name: testCase.name, differences: [], updated: files.keys.sorted()))
            } else {
                let shownSnapshot = shown(testCase.snapshot)
                outcomes.append(
                    Outcome(
                        name: testCase.name, differences: snapshot.differences(from: files, shownAs: shownSnapshot),
                        updated: []))
            }
        }
        return outcomes
    }

    /// What the pack writes for one fixture, by output path.
    private func render(_ testCase: PackTestCase, renderer: PackRenderer) throws(GeneratorError) -> [String: String] {
        let shownManifest = shown(testCase.manifest)
        // Read as generation reads it: a fixture's `children:` name manifests beside it.
        let loaded = ManifestLoader.load(contentsOf: testCase.manifest, displayPath: shownManifest)
        guard let manifest = loaded.manifest, !loaded.diagnostics.hasErrors else {
            throw GeneratorError(loaded.diagnostics.filter { $0.severity == .error })
        }
        let given = try testCase.parameters(shownAs: testCase.parametersFile.map(shown) ?? "")
        var declared = given
        declared["module"] = nil
        let parameters = try FeatureGenerator.parameters(
            declared, module: given["module"], for: manifest, generator: renderer.generator,
            origin: SourceLocation(file: testCase.parametersFile.map(shown) ?? shownManifest, line: 1, column: 1))
        let rendered = try renderer.render(
            context: FeatureContext.make(manifest: manifest, parameters: parameters), parameters: parameters,
            source: testCase.manifest.lastPathComponent)
        var files: [String: String] = [:]
        for file in rendered {
            // Snapshots are written below the fixture: a path the plan would refuse must not escape it either.
            if let problem = PackValidator.pathProblem(file.path) {
                throw GeneratorError(
                    "output path '\(file.path)' \(problem)",
                    at: SourceLocation(file: shownManifest, line: 1, column: 1),
                    rule: "pack.path")
            }
            files[file.path] = file.initialContents
        }
        return files
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
