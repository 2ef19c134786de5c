/// The share of a feature's (state, signal) pairs the manifest accounts for, kept as the two counts so that
/// comparing it with a threshold is exact and printing it never rounds up past one.
package struct CoveragePercentage: Hashable, Sendable, CustomStringConvertible {
    /// The pairs a trace, a `_` trace or an `undeclared:` entry accounts for.
    package var covered: Int
    /// Every pair.
    package var total: Int

    /// Creates a percentage of `covered` out of `total`.
    package init(covered: Int, total: Int) {
        self.covered = covered
        self.total = total
    }

    /// The percentage in tenths, rounded down (`166` for 7 of 42); a feature without pairs has nothing to
    /// cover and counts as complete.
    package var tenths: Int { total == 0 ? 1000 : covered * 1000 / total }

    /// `16.6%`: one decimal, rounded down, so a printed figure that meets a threshold really does.
    package var description: String { "\(tenths / 10).\(tenths % 10)%" }

    /// Whether the exact percentage is at least `minimum` (a percent, `0...100`).
    package func meets(_ minimum: Double) -> Bool {
        total == 0 || Double(covered) * 100 >= minimum * Double(total)
    }
}
