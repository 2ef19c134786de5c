import IntentFlow

/// The invariants of one ``FlowConformance`` exploration as it runs: the effects in flight at each state reached,
/// and each invariant's first violation.
///
/// Inactive (and free) when no invariant carries a check.
struct InvariantCheck<Reducer: FlowReducer> {
    /// One step of the exploration, as the check needs it.
    struct Step {
        let position: Int
        let state: Reducer.State
        let source: String
        let signal: FlowSignal<Reducer.Intent, Reducer.Event>
        let signalName: FlowSignal<String, String>
        let next: Next<Reducer.State, Reducer.Effect, Reducer.Output, Reducer.Route>
        let actual: NamedNext
    }

    private let invariants: [FlowInvariant<Reducer>]
    /// By node of the exploration graph, the runs in flight on the path that first reached it.
    private var inFlight: [EffectsInFlight]
    /// Indexes of the invariants already found broken: each is reported once.
    private var broken: Set<Int> = []
    /// The violations found, in the order met.
    private(set) var violations: [InvariantViolation] = []

    /// Starts the check in the initial state `initial` of case `name`, checking its state invariants there.
    init(_ invariants: [FlowInvariant<Reducer>], initial: Reducer.State, name: String) {
        self.invariants = invariants
        inFlight = invariants.isEmpty ? [] : [EffectsInFlight()]
        for (index, invariant) in invariants.enumerated() {
            if let holds = invariant.state, !holds(initial) {
                broken.insert(index)
                violations.append(
                    InvariantViolation(
                        invariant: invariant.text, path: [name], state: String(describing: initial),
                        signalValue: nil))
            }
        }
    }

    /// Whether any invariant is left to check.
    var isActive: Bool { broken.count < invariants.count }

    /// Notes that a new node was reached from node `parent` by a step that decided `next`.
    mutating func reached(from parent: Int, after next: NamedNext) {
        guard !invariants.isEmpty else { return }
        inFlight.append(inFlight[parent].after(next))
    }

    /// Checks every invariant not yet broken on `step` and on the state it leads to.
    mutating func check<State>(
        _ step: Step, graph: ExplorationGraph<State>, signalNames: [FlowSignal<String, String>]
    ) {
        let runs = inFlight[step.position].after(step.actual).runs
        let seen = FlowInvariantStep<Reducer>(
            before: step.state, signal: step.signal, next: step.next, named: step.actual, beforeCase: step.source,
            signalCase: ConformanceFailure.name(of: step.signalName), inFlight: runs)
        for (index, invariant) in invariants.enumerated() where !broken.contains(index) {
            let holds = (invariant.state?(step.next.state) ?? true) && (invariant.step?(seen) ?? true)
            guard !holds else { continue }
            broken.insert(index)
            let path =
                graph.path(to: step.position, signals: signalNames)
                + [ConformanceFailure.name(of: step.signalName), step.actual.state]
            violations.append(
                InvariantViolation(
                    invariant: invariant.text, path: path, state: String(describing: step.next.state),
                    signalValue: String(describing: step.signal)))
        }
    }
}
