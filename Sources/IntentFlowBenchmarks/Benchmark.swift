import Foundation

/// One measured figure printed by `intentflow-bench`, beside the reference measured in the same run.
public struct BenchmarkFigure: Sendable {
    /// What was measured, e.g. "FlowStore sends from a detached task".
    public var name: String
    /// The measured value.
    public var value: Double
    /// The unit of `value`, e.g. "sends/s" or "ms".
    public var unit: String
    /// The reference measured in the same run, with its own label, when there is one.
    public var reference: (label: String, value: Double)?
    /// Whether a bigger value is better (throughput) or a smaller one (durations); it decides whether a figure
    /// reads "faster" or "slower" than its reference.
    public var higherIsBetter: Bool
    /// The goal in words, e.g. "≥ 2M sends/s" or "within 2× of libyaml".
    public var goal: String

    /// Creates a figure. Without `higherIsBetter`, a rate (a unit per second, such as "MB/s" or "sends/s") is better
    /// higher and anything else (a duration) lower.
    public init(
        name: String, value: Double, unit: String, reference: (label: String, value: Double)? = nil,
        higherIsBetter: Bool? = nil, goal: String
    ) {
        self.name = name
        self.value = value
        self.unit = unit
        self.reference = reference
        self.higherIsBetter = higherIsBetter ?? Self.isRate(unit)
        self.goal = goal
    }

    /// Whether `unit` counts something per second.
    static func isRate(_ unit: String) -> Bool {
        unit.hasSuffix("/s")
    }

    /// Whether the figure is a speed (a rate, or a duration in `s`, `ms`, `µs` or `ns`) rather than a size (characters,
    /// lines, tokens), which decides whether it reads "faster" or "smaller" than its reference.
    public var isSpeed: Bool {
        Self.isRate(unit) || ["s", "ms", "µs", "ns"].contains(unit)
    }

    /// How many times better (>1) or worse (<1) than the reference the value is.
    public var ratio: Double? {
        guard let reference, reference.value > 0, value > 0 else { return nil }
        return higherIsBetter ? value / reference.value : reference.value / value
    }
}

/// A group of measurements for one area of the product.
public protocol Benchmark: SendableMetatype {
    /// A short name used to select the benchmark: `intentflow-bench runtime`.
    static var name: String { get }
    /// Runs the measurements and returns their figures.
    static func run() async throws -> [BenchmarkFigure]
}

/// Measures how long `body` takes, returning the best of `repetitions` runs in seconds; `prepare` runs before each,
/// outside the clock.
public func measureBest(repetitions: Int = 5, prepare: () -> Void = {}, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repetitions) {
        prepare()
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed)
    }
    return best
}

/// Measures several bodies taking turns, round after round, and returns the best time of each in seconds.
///
/// Taking turns keeps a figure and its reference under the same conditions when the machine's speed drifts
/// during a run (shared virtual machines do), where measuring one after the other would not. What a body returns
/// is released after its clock stops, so freeing a result is not measured as making it.
public func measureBestInTurns(repetitions: Int = 15, _ bodies: [() -> Any]) -> [Double] {
    var best = [Double](repeating: .infinity, count: bodies.count)
    for _ in 0..<max(1, repetitions) {
        for (index, body) in bodies.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            withExtendedLifetime(result) { best[index] = min(best[index], elapsed) }
        }
    }
    return best
}

/// Measures how long an async `body` takes, returning the best of `repetitions` runs in seconds.
public func measureBestAsync(repetitions: Int = 5, _ body: () async throws -> Void) async rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repetitions) {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed)
    }
    return best
}
