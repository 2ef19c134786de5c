import IntentFlowManifest

/// Whether a chain step whose trace reads the runtime's dependencies (`uuid`, `now`) gets, in a store test, the
/// values the trace's names stand for: the first that `FlowDependencies.incrementing()` hands out
/// (``DependencyName/testExpression``).
///
/// A `FlowTestStore` keeps one set of incrementing dependencies for the whole test, so what a step reads depends on
/// the steps before it: UUIDs count up across steps, and the date moves with the test clock. A step's reads are
/// still the first ones where no step before it read a UUID and the clock has not moved; elsewhere the expected value
/// cannot be written from the trace and the step is left out of chains.
enum ChainDependencies {
    /// Whether `step`'s reads get the first values after the steps `before` ran, the clock having moved if
    /// `clockMoved`. A step that reads nothing always can.
    static func canRead(_ step: TraceContext, after before: [TraceContext], clockMoved: Bool) -> Bool {
        step.dependencyReads.allSatisfy { name in
            switch name {
            // Each call hands out the next UUID: the first only if no step before asked for one. A reducer that
            // reads one its trace does not show is not following that trace.
            case .uuid: !before.contains { $0.dependencyReads.contains(.uuid) }
            // The date is the start plus the time the test clock moved.
            case .now: !clockMoved
            }
        }
    }
}
