/// Why a trace gets no case in the generated reducer, and why its generated test is skipped: the sentences the
/// reducer's comment and the test's `.disabled(…)` say.
struct TraceSkipReasons: Hashable, Sendable {
    /// Why no case is generated for the trace, or `nil` when one is.
    let unimplemented: String?
    /// Why its test is skipped, or `nil` when it runs: the reason it is not generated, or a value without a sample.
    let skip: String?

    /// The reasons for a trace that names the undeclared cases `unresolved` and leaves the parameters `missing`
    /// without a value; `shadowedBy` is an earlier trace with the same state and signal; `hasTestValues` says
    /// whether every value its test needs has a sample.
    init(
        unresolved: [String], missing: [String], shadowedBy: String?, hasTestValues: Bool, sampleProblem: String? = nil
    ) {
        var reasons: [String] = []
        if !unresolved.isEmpty {
            reasons.append("it names \(unresolved.joined(separator: ", ")), which the manifest does not declare")
        }
        if !missing.isEmpty {
            reasons.append("nothing in the trace gives \(missing.joined(separator: ", ")) a value")
        }
        if let shadowedBy {
            reasons.append("the trace \(SwiftText.stringLiteral(shadowedBy)) already handles this state and signal")
        }
        unimplemented = reasons.isEmpty ? nil : "Not generated: " + reasons.joined(separator: "; ") + "."
        skip =
            unimplemented
            ?? (hasTestValues
                ? nil : sampleProblem ?? "No sample value can be made for a parameter's type; write this test by hand.")
    }
}
