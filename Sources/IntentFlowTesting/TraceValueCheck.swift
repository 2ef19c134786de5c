/// What a generated rule test finds when it sends a trace several values: each input whose step differs from what
/// the trace computes, and, when one does, the smallest of them written as the trace to add or fix, with the seed
/// that replays the run.
///
/// The generator lists a trace's inputs simplest first (its types' boundaries: `0`, `-1`, `""`, `[]`, `nil`, each
/// enum case, the numbers its guard compares with, the manifest's `samples:`). A test tries them all, or, when
/// there are more than ``maximumInputs``, the simplest ``simplestInputs`` and others the seed picks, always in list
/// order; so the first failure it meets is the smallest input that fails among those tried.
///
/// ```swift
/// var check = TraceValueCheck<Int>(trace: "failed(retries: n) + retry where n < 3 -> …", names: ["n"], seed: 0x2a)
/// for n in check.inputs([0, 1, 2, 3, -1]) where n < 3 {
///     check.record(n, actual: UploadFlow().reduce(…), expected: …)
/// }
/// #expect(check.passes, "\(check)")
/// ```
public struct TraceValueCheck<Input>: CustomStringConvertible {
    /// The trace as written.
    public let trace: String
    /// The bound names, in the order of an input's values.
    public let names: [String]
    /// The seed that picked the inputs.
    public let seed: TraceSeed
    /// How many inputs met the guard and were sent.
    public private(set) var checked = 0
    /// How many of those failed.
    public private(set) var failureCount = 0
    /// The first (so smallest) failing input, with what the reducer did and what the trace says.
    private var smallest: (input: Input, actual: String, expected: String)?

    /// Inputs a test tries at most.
    public static var maximumInputs: Int { 64 }
    /// Inputs always tried, from the simplest, when there are more than ``maximumInputs``.
    public static var simplestInputs: Int { 16 }

    /// A check of `trace`, whose inputs give `names` their values; `seed` is the test's own, which
    /// `INTENTFLOW_SEED` replaces.
    public init(trace: String, names: [String], seed: UInt64) {
        self.trace = trace
        self.names = names
        self.seed = TraceSeed(default: seed)
    }

    /// The inputs to try, in list order: all of `all`, or the simplest and others the seed picks.
    public func inputs(_ all: [Input]) -> [Input] {
        guard all.count > Self.maximumInputs else { return all }
        var generator = seed.generator
        var rest = Array(Self.simplestInputs..<all.count)
        rest.shuffle(using: &generator)
        let picked = Set(rest.prefix(Self.maximumInputs - Self.simplestInputs))
        return all.indices.filter { $0 < Self.simplestInputs || picked.contains($0) }.map { all[$0] }
    }

    /// Records one input's step: a failure when `actual` differs from `expected`.
    public mutating func record<Value: Equatable>(_ input: Input, actual: Value, expected: Value) {
        checked += 1
        guard actual != expected else { return }
        failureCount += 1
        if smallest == nil {
            smallest = (input, String(describing: actual), String(describing: expected))
        }
    }

    /// Whether every input sent did what the trace says, and at least one met its guard.
    public var passes: Bool { failureCount == 0 && checked > 0 }

    /// The values of the smallest failing input, by name: `n = 0`.
    public var failingValues: [(name: String, value: String)]? {
        smallest.map { Self.values(of: $0.input, names: names) }
    }

    /// The smallest failing input, written into the trace: the trace to add, or the rule to fix.
    public var failingTrace: String? {
        failingValues.map { TraceText.substituting($0, in: trace) }
    }

    /// The failure in a few lines: the smallest input, the trace it gives, what the reducer did, and the seed.
    public var description: String {
        guard let smallest, let values = failingValues, let failingTrace else {
            return checked == 0
                ? "No input meets this trace's guard; give its type another under samples: in the manifest."
                : "All \(checked) inputs do what the trace says (seed \(seed))."
        }
        let input = values.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
        return """
            \(failureCount) of \(checked) inputs fail '\(trace)'; the smallest: \(input).
            As a trace to add or fix: \(failingTrace)
            The reducer returned \(smallest.actual)
            The trace says      \(smallest.expected)
            Seed \(seed): replay with INTENTFLOW_SEED=\(seed).
            """
    }

    /// Each name with its value as Swift would write it (`"text"` quoted): an input of several values is a tuple.
    static func values(of input: Input, names: [String]) -> [(name: String, value: String)] {
        guard names.count > 1 else { return names.map { ($0, String(reflecting: input)) } }
        let parts = Mirror(reflecting: input).children.map { String(reflecting: $0.value) }
        return zip(names, parts).map { ($0, $1) }
    }
}
