import IntentFlowManifest

/// A tool of the matrix: what judges a reducer against its manifest.
///
/// `intentflow mutate` runs a feature's generated suites together, so its kill alone cannot say which kind of
/// generated test found a planted bug; the names of the tests that failed (`failedTests` of its report) can, since
/// each kind is named its own way by the default pack. `coverage` reads the manifest alone: no bug planted in a
/// reducer can change what it says, so the matrix holds it to the correct manifest only.
enum MatrixTool: String, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    /// The test of each trace (its values, rules and guards), the store smoke test and the children's tests.
    case flowTests = "flow tests"
    /// The store tests of effect chains, `"<trace>, then <trace>"`.
    case storeChains = "store chains"
    /// The store test of each of the manifest's scenarios, named after it.
    case scenarios = "scenarios"
    /// `<F>ConformanceTests`: the exploration of the flow against the whole manifest.
    case conformance = "conformance"
    /// The generated tests, where the run trapped or timed out before naming a test.
    case unnamedTest = "generated tests (a trap or time-out, no test named)"
    /// `intentflow check` on the planted reducer, in memory.
    case check = "check"
    /// `intentflow coverage` of the manifest.
    case coverage = "coverage"

    var description: String { rawValue }

    static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The tool a failed test of `manifest`'s generated suites belongs to, from its name as the test program printed
    /// it (a display name keeps its quotes).
    static func of(failedTest name: String, in manifest: Manifest) -> MatrixTool {
        let conformance = "\"\(manifest.feature)Flow does what the traces say and nothing they do not\""
        if name == conformance { return .conformance }
        if manifest.scenarios.contains(where: { "\"\($0.name)\"" == name }) { return .scenarios }
        return name.contains(", then ") ? .storeChains : .flowTests
    }
}
