import IntentFlowCheck
import IntentFlowManifest

/// One feature to mutate: its manifest, its reducer's files with their arms and mutants, and the generated tests
/// that must tell each mutant apart.
package struct MutationSubject: Sendable {
    /// A reducer file and what is mutated in it.
    package struct ReducerFile: Sendable {
        /// The file; its `relativePath` is relative to the package root.
        package var file: SwiftSourceFile
        /// Its arms (every `switch (state, signal)` or `switch signal`, `default:` left out), by the index mutants
        /// name.
        package var arms: [Int: ReducerArm]
        /// Its mutants, numbered in the run.
        package var mutants: [Mutant]
        /// Where each of its switches without a `default:` ends (after its last arm): a deleted arm there leaves
        /// pairs no arm matches, which Swift refuses to compile, so the copy adds a `default:` that traps.
        package var openSwitchEnds: [Int] = []
        /// The variables that copy the state to build the next one (`var next = state`), whose writes are mutated.
        package var stateCopies: Set<String> = []
    }

    /// The feature's manifest.
    package var manifest: Manifest
    /// The reducer's files that hold a `switch (state, signal)` or a `switch signal`.
    package var reducerFiles: [ReducerFile]
    /// The generated test files (relative to the package root) run against each mutant.
    package var testFiles: [String]
    /// The Swift Testing suites those files declare (type names), which the test run selects.
    package var suites: [String]
    /// The XCTest classes they declare.
    package var testClasses: [String]

    /// Every mutant of the feature, in order.
    package var mutants: [Mutant] { reducerFiles.flatMap(\.mutants) }
}
