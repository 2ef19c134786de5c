/// The coverage of several features, as `intentflow coverage` prints it, and the threshold they are held to.
package struct CoverageReport: Hashable, Sendable {
    /// Each feature's coverage, in the order the manifests were found.
    package var features: [FeatureCoverage]
    /// The percentage every feature must reach (`--min`), if one is set.
    package var minimum: Double?

    /// Creates a report.
    package init(features: [FeatureCoverage], minimum: Double? = nil) {
        self.features = features
        self.minimum = minimum
    }

    /// The covered pairs of every feature over all their pairs (printed for information; the threshold is held
    /// feature by feature, so a well-covered feature cannot hide an uncovered one).
    package var total: CoveragePercentage {
        CoveragePercentage(
            covered: features.reduce(0) { $0 + $1.percentage.covered },
            total: features.reduce(0) { $0 + $1.percentage.total })
    }

    /// The features whose percentage is below ``minimum``, in order; none without a minimum.
    package var featuresBelowMinimum: [FeatureCoverage] {
        guard let minimum else { return [] }
        return features.filter { !$0.percentage.meets(minimum) }
    }
}
