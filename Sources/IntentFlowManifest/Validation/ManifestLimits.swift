/// The sizes past which a manifest's parts are refused with a located `manifest.limit` error.
///
/// A manifest is at most 4 MiB (``YAMLLimits``), but within that one case could carry 40,000 parameters or one trace a
/// megabyte of values: each is linear to check, yet the Swift generated from it would take the compiler minutes or
/// never compile. Each limit sits far above anything a person writes and well below what hurts.
package enum ManifestLimits {
    /// The most parameters one case may have; more belong in a struct of their own.
    package static let parametersPerCase = 64
    /// The longest one acceptance trace may be, in bytes of UTF-8.
    package static let traceBytes = 4_096
    /// The deepest a parameter's type may nest: brackets, generic arguments, tuples and each `?` or `!`.
    package static let typeDepth = 32
    /// The most (state, signal) pairs `intentflow coverage` lists for one feature (a thousand states by a thousand
    /// signals): its report holds one entry per pair, and 5,000 × 5,000 would need gigabytes before printing a line.
    package static let coveragePairs = 1_000_000
}
