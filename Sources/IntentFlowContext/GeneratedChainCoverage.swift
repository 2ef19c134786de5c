import IntentFlowManifest

/// `intentflow coverage`'s effect line made true to the generated tests: an event an effect's `emits:` lists counts as
/// delivered only where the generator writes a store chain test in which the effect's run delivers it.
///
/// ``FeatureCoverage`` finds chains among the traces alone (a trace requesting the effect, then one handling the event
/// where the first leads), but the generator leaves some out: rules (a guard, or a guarded trace before it), traces
/// that read a dependency, and traces without a test. Coverage said "1 of 1 … delivered by a chain of traces" for
/// effects no generated test ever ran.
package enum GeneratedChainCoverage {
    /// By effect case, the events a generated store chain test of `manifest` has its run deliver.
    package static func deliveries(of manifest: Manifest) -> [String: Set<String>] {
        let cases = FeatureCases(manifest)
        var deliveries: [String: Set<String>] = [:]
        for (_, chain) in StoreChains.make(cases.traces, initial: cases.initialState) {
            guard let delivery = chain.delivers else { continue }
            deliveries[delivery.effect, default: []].insert(delivery.event)
        }
        return deliveries
    }

    /// `coverage` with each effect's undelivered events those no generated store chain test of `manifest` delivers.
    package static func counted(_ coverage: FeatureCoverage, manifest: Manifest) -> FeatureCoverage {
        let deliveries = deliveries(of: manifest)
        var counted = coverage
        counted.effects = coverage.effects.map { effect in
            var effect = effect
            effect.undelivered = effect.emits.filter { !(deliveries[effect.effect]?.contains($0) ?? false) }
            return effect
        }
        return counted
    }
}
