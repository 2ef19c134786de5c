/// What one feature's manifest pins down and what it leaves open: its (state, signal) pairs and what accounts for
/// each, the states its traces reach from the initial state, its invariants, and the events its effects emit that
/// no chain of traces delivers.
///
/// Computed from the manifest alone, so it needs no generated code; ``percentage`` is the one figure a threshold
/// compares: covered (state, signal) pairs over all pairs.
package struct FeatureCoverage: Hashable, Sendable {
    /// The feature's name.
    package var feature: String
    /// The manifest's path, as diagnostics print it.
    package var path: String
    /// The state the feature starts in (`initial:`'s, or the first declared).
    package var initialState: String?
    /// Every (state, signal) pair, state by state in declaration order, intents before events.
    package var pairs: [CoveredPair]
    /// The declared states a chain of traces reaches from the initial state, in declaration order.
    package var reachedStates: [String]
    /// The declared states no chain of traces reaches, in declaration order.
    package var unreachedStates: [String]
    /// How many invariants the manifest states.
    package var invariantCount: Int
    /// The invariants nothing checks: those written as plain strings, without `state:` or `step:`.
    package var uncheckedInvariants: [Invariant]
    /// Each declared effect, with the events it emits that no chain delivers.
    package var effects: [EffectDelivery]
    /// Whether the state is its fields alone (`fields:` without `states:`): one case, which every trace reaches, so
    /// the states figure measures nothing there.
    package var isFieldsOnly: Bool

    /// The coverage of `manifest`, which must have loaded without errors (its trace names are resolved).
    package init(_ manifest: Manifest) {
        let table = TransitionTable(manifest)
        let reached = StateReach.reached(in: manifest, table: table)
        let states = CoveredPair.uniqueNames(manifest.states)
        feature = manifest.feature
        path = manifest.path
        initialState = manifest.initialStateName
        pairs = CoveredPair.pairs(of: manifest, table: table)
        reachedStates = states.filter(reached.contains)
        unreachedStates = states.filter { !reached.contains($0) }
        invariantCount = manifest.invariants.count
        uncheckedInvariants = manifest.invariants.filter { !$0.isChecked }
        effects = EffectDelivery.deliveries(in: manifest, table: table)
        isFieldsOnly = manifest.hasImplicitState
    }

    /// Covered (state, signal) pairs over all pairs: the figure `intentflow coverage --min` compares.
    package var percentage: CoveragePercentage {
        CoveragePercentage(covered: pairs.count { $0.isCovered }, total: pairs.count)
    }

    /// How many pairs `source` accounts for.
    package func count(_ source: CoveredPair.Source) -> Int {
        pairs.count { $0.source == source }
    }

    /// The pairs nothing accounts for.
    package var uncoveredPairs: [CoveredPair] { pairs.filter { !$0.isCovered } }

    /// The effects that emit an event no chain delivers.
    package var undeliveredEffects: [EffectDelivery] { effects.filter { !$0.undelivered.isEmpty } }
}
