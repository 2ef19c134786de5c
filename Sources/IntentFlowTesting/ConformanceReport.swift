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

    /// Creates a report.
    public init(failures: [ConformanceFailure], steps: Int, states: Int, isTruncated: Bool) {
        self.failures = failures
        self.steps = steps
        self.states = states
        self.isTruncated = isTruncated
    }

    /// Whether reducer and manifest agree wherever the exploration went.
    public var conforms: Bool { failures.isEmpty }

    /// One line per failure after a summary line.
    public var description: String {
        let summary =
            "\(failures.count) conformance failure\(failures.count == 1 ? "" : "s") in \(steps) steps over \(states) "
            + "states\(isTruncated ? " (stopped at the step limit)" : "")"
        return ([summary] + failures.map { "- \($0)" }).joined(separator: "\n")
    }
}
