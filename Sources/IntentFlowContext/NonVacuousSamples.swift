import IntentFlowManifest

/// Other samples for a trace's value test that would start where it ends (``TestVacuity``): the test tries each
/// other sample of each value it does not write, one at a time, and keeps the first that tells the start from the
/// end. Where none does, the test stays as it is and `validate` warns `trace.vacuous` (``VacuousTests``).
///
/// Only a test with fixed values: a rule's test loops over many values, which are decided when it runs.
enum NonVacuousSamples {
    /// The overrides (by binding index) that make the test of `trace` able to fail, given its first samples
    /// `plain` and `make`, which builds the samples with overrides; empty when `plain` is not vacuous or no single
    /// other sample helps.
    static func overrides(
        _ trace: AcceptanceTrace, cases: TraceCases, targets: TraceTargets, plain: TraceSamples,
        make: ([Int: String]) -> TraceSamples
    ) -> [Int: String] {
        let values = plain.bindings.values
        guard !values.contains(where: { $0.loopName != nil }),
            TestVacuity(trace, cases: cases, targets: targets, samples: plain).stuck() != nil
        else { return [:] }
        for index in values.indices where values[index].written == nil {
            for sample in values[index].samples where sample != plain.chosen[index] {
                let samples = make([index: sample])
                guard samples.problem == nil,
                    TestVacuity(trace, cases: cases, targets: targets, samples: samples).stuck() == nil
                else { continue }
                return [index: sample]
            }
        }
        return [:]
    }
}
