/// What ``FlowConformance/explore(from:signals:limit:)`` found: each disagreement once, and how far it looked.
public struct ConformanceReport: Sendable, CustomStringConvertible {
    /// The steps where reducer and manifest disagree, in the order the exploration met them (shortest paths first).
    public var failures: [ConformanceFailure]
    /// The reducer calls made.
    public var steps: Int
    /// The distinct states reached, the initial one included.
    public var states: Int
    /// Whether the exploration stopped at its step limit with states left to explore.
    public var isTruncated: Bool
    /// The step where the reducer trapped, when the exploration ran in a child process that a trap ended; the
    /// exploration stops there, so ``failures`` holds only what was found before it.
    public var trap: ConformanceTrap?
    /// The invariants that do not hold, each once, at the first (so shortest) path the exploration met it on.
    public var violations: [InvariantViolation]

    /// Creates a report.
    public init(
        failures: [ConformanceFailure], steps: Int, states: Int, isTruncated: Bool, trap: ConformanceTrap? = nil,
        violations: [InvariantViolation] = []
    ) {
        self.violations = violations
        self.failures = failures
        self.steps = steps
        self.states = states
        self.isTruncated = isTruncated
        self.trap = trap
    }

    /// Whether reducer and manifest agree wherever the exploration went, and the reducer never trapped.
    public var conforms: Bool { failures.isEmpty && trap == nil && violations.isEmpty }

    /// One line per failure after a summary line.
    public var description: String {
        let summary =
            (trap == nil ? "" : "A trap stopped the exploration; ")
            + (violations.isEmpty ? "" : "\(violations.count) invariant\(violations.count == 1 ? "" : "s") broken; ")
            + "\(failures.count) conformance failure\(failures.count == 1 ? "" : "s") in \(steps) steps over \(states) "
            + "states\(isTruncated ? " (stopped at the step limit)" : "")"
        return
            ([summary] + (trap.map { ["- \($0)"] } ?? []) + violations.map { "- \($0)" } + failures.map { "- \($0)" })
            .joined(separator: "\n")
    }
}
