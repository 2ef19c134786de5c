import IntentFlow

/// Checks a reducer against its whole contract: explores every state it reaches from the initial one with every
/// signal given, and compares each step, by case name, with the transitions the manifest declares.
///
/// A step fails when the reducer moves to another state or decides anything (an effect with its id and policy, a
/// cancellation, an output, a route) and no trace declares the state and signal, or when traces are declared and
/// the reducer does what none of them says. Keeping the state's case and deciding nothing is always allowed where
/// no trace applies, keeping the state itself is required for a pair listed as `ignored:`, and anything is allowed
/// for a state and signal listed as ``UndeclaredTransition``. One rule for a state and signal, whatever brought the
/// signal: the reducer cannot tell an event sent in a state from the same event arriving late.
///
/// ```swift
/// let report = FlowConformance(
///     reducer: LoginFlow(), names: .reflecting, transitions: LoginConformance.transitions
/// ).explore(from: .idle, signals: [.intent(.submit(email: "e", password: "p")), .event(.validated)])
/// #expect(report.conforms, "\(report)")
/// ```
///
/// Given what each effect emits, the exploration also follows the runs the runtime can still deliver: a run an
/// intent leaves running as it moves to another state or routes away (``LateRun``) can send each event its effect
/// emits in every state reached afterwards, until a cancellation or a ``EffectPolicy/cancelInFlight`` request under
/// its id ends it. A run cancelled or replaced delivers nothing (`FlowStore` drops its events), so it is not
/// followed. An event such a run can deliver is judged like any signal sent there, and a failure on it names the
/// run: the step is then not a hypothesis but a response that arrives after its screen is gone.
///
/// The exploration is breadth-first, so each failure names the shortest path that leads to it, and bounded by a
/// number of reducer calls, because a state that carries a counter can be new after every step.
public struct FlowConformance<Reducer: FlowReducer>: Sendable where Reducer.State: Equatable {
    /// The reducer under test.
    public var reducer: Reducer
    /// How the reducer's values are named.
    public var names: FlowCaseNames<Reducer>
    /// What the manifest declares.
    public var transitions: [DeclaredTransition<Reducer>]
    /// What the manifest deliberately leaves undeclared.
    public var undeclared: Set<UndeclaredTransition>
    /// What the manifest lists as ignored (`ignored:`): the reducer keeps the state and decides nothing there.
    public var ignored: Set<UndeclaredTransition>
    /// The invariants that carry a check, run in every state reached and after every step.
    public var invariants: [FlowInvariant<Reducer>]
    /// By effect case, the event cases its runs emit (`emits:`): what is delivered as a late outcome of its runs.
    public var emits: [String: [String]]

    /// The default bound: reducer calls before the exploration stops.
    public static var defaultLimit: Int { 10_000 }

    /// Creates a check of `reducer` against `transitions`, exempting `undeclared`, holding `ignored` pairs to
    /// keeping the state, checking `invariants`, and delivering the late outcomes `emits` lists by effect case.
    public init(
        reducer: Reducer, names: FlowCaseNames<Reducer>, transitions: [DeclaredTransition<Reducer>],
        undeclared: [UndeclaredTransition] = [], ignored: [UndeclaredTransition] = [],
        invariants: [FlowInvariant<Reducer>] = [], emits: [String: [String]] = [:]
    ) {
        self.emits = emits
        self.ignored = Set(ignored)
        self.reducer = reducer
        self.names = names
        self.transitions = transitions
        self.undeclared = Set(undeclared)
        self.invariants = invariants
    }

    /// Explores from `initial`, sending each of `signals` in every state reached, until no new state is reached or
    /// `limit` reducer calls are made.
    public func explore(
        from initial: Reducer.State, signals: [FlowSignal<Reducer.Intent, Reducer.Event>],
        limit: Int = defaultLimit
    ) -> ConformanceReport {
        explore(from: initial, signals: signals, limit: limit, stoppingAt: nil, announcing: nil)
    }

    /// The exploration itself. `stop`, when given, is the index of a step that trapped in a child process: the
    /// exploration stops before making it and reports it as ``ConformanceReport/trap``, ending as `ending` says.
    /// `announce`, when given, is told each step's index before the reducer is called (in the child process).
    func explore(
        from initial: Reducer.State, signals: [FlowSignal<Reducer.Intent, Reducer.Event>], limit: Int,
        stoppingAt stop: (step: Int, ending: String)?, announcing announce: ((Int) -> Void)?
    ) -> ConformanceReport {
        // Everything a step looks up by name is arranged once here; a step names only what the reducer returned.
        var graph = ExplorationGraph<Reducer.State>(initial: initial, name: names.state(initial))
        let signalNames = signals.map(names.signal)
        let table = ConformanceTable(transitions, signals: signalNames)
        var failures: [ConformanceFailure] = []
        var reported: [FailureKey: Int] = [:]
        var invariantCheck = InvariantCheck(invariants, initial: initial, name: graph.names[0])
        var steps = 0
        var position = 0
        let outcomes = outcomeSignals(signalNames)
        // Without an outcome to deliver, no node has runs pending, and a step need not work out which.
        let followsRuns = !outcomes.isEmpty
        while position < graph.count {
            let state = graph.states[position]
            let source = graph.names[position]
            let candidates = table.candidates(from: source)
            let pending = graph.runs[position]
            for index in signals.indices {
                let late = followsRuns ? Self.lateRun(delivering: index, from: pending, outcomes) : nil
                guard steps < limit else {
                    return ConformanceReport(
                        failures: failures, steps: steps, states: graph.count, isTruncated: true,
                        violations: invariantCheck.violations)
                }
                let signal = signals[index]
                if let stop, stop.step == steps {
                    let trap = ConformanceTrap(
                        path: graph.path(to: position, signals: signalNames), signal: signalNames[index],
                        state: String(describing: state), signalValue: String(describing: signal), ending: stop.ending)
                    return ConformanceReport(
                        failures: failures, steps: steps, states: graph.count, isTruncated: false, trap: trap,
                        violations: invariantCheck.violations)
                }
                announce?(steps)
                steps += 1
                let next = reducer.reduce(state: state, signal: signal)
                let actual = names.next(next, state: names.state(next.state))
                if invariantCheck.isActive {
                    invariantCheck.check(
                        InvariantCheck.Step(
                            position: position, state: state, source: source, signal: signal,
                            signalName: signalNames[index], next: next, actual: actual),
                        graph: graph, signalNames: signalNames)
                }
                guard
                    let kind = verdict(
                        actual, next: next.state, in: state, of: source, on: signal, named: signalNames[index],
                        candidates[index], table: table)
                else {
                    let after =
                        followsRuns
                        ? pending.after(actual, from: source, step: graph.depths[position] + 1, on: signalNames[index])
                        : pending
                    if graph.reach(
                        next.state, name: actual.state, pending: after, from: position, by: index,
                        isLate: late != nil)
                    {
                        invariantCheck.reached(from: position, after: actual)
                    }
                    continue
                }
                let key = FailureKey(
                    source: source, signal: signalNames[index], actual: ConformanceFailure.describe(actual))
                // Reported once, by the shortest path; a later path where a run left running delivers the same
                // event tells the story that makes it real, so it takes the first one's place.
                if let earlier = reported[key] {
                    guard late != nil, failures[earlier].late == nil else { continue }
                    failures[earlier].path = graph.path(to: position, signals: signalNames)
                    failures[earlier].late = late
                    continue
                }
                reported[key] = failures.count
                failures.append(
                    ConformanceFailure(
                        kind: kind, path: graph.path(to: position, signals: signalNames), signal: signalNames[index],
                        signalValue: String(describing: signal), actual: actual, late: late))
            }
            position += 1
        }
        return ConformanceReport(
            failures: failures, steps: steps, states: graph.count, isTruncated: false,
            violations: invariantCheck.violations)
    }

    /// How the step from `state` (of case `source`) on `signal` disagrees with the manifest, or `nil` when it
    /// agrees; `candidates` are the transitions that may apply, best rank first. Where nothing covers the pair,
    /// keeping the case and deciding nothing is enough — for an event sent there as for one a run left running
    /// delivers, since the reducer cannot tell them apart and the exploration sends every event in every state,
    /// where most can never arrive; an `ignored:` pair asks for the state itself.
    ///
    /// Plain loops rather than closures: a closure capturing the generic state is allocated at every step.
    private func verdict(
        _ actual: NamedNext, next: Reducer.State, in state: Reducer.State, of source: String,
        on signal: FlowSignal<Reducer.Intent, Reducer.Event>, named name: FlowSignal<String, String>,
        _ candidates: [ConformanceTable.Candidate], table: ConformanceTable
    ) -> ConformanceFailure.Kind? {
        // The first that holds has the best rank that holds; those of that rank that hold are the ones that apply.
        var first = 0
        while first < candidates.count && !holds(candidates[first], in: state, on: signal) { first += 1 }
        guard first < candidates.count else {
            if isExempt(source, name) { return nil }
            // An ignored pair keeps the state itself, not only its case.
            if isListed(source, name, in: ignored) {
                return actual.keeps(source) && next == state ? nil : .ignored
            }
            return actual.keeps(source) ? nil : .undeclared
        }
        var applicable: [Int] = []
        var position = first
        while position < candidates.count && candidates[position].rank == candidates[first].rank {
            let candidate = candidates[position]
            if position == first || holds(candidate, in: state, on: signal) {
                let agrees = table.decisions[candidate.index].decidesTheSame(as: actual, from: source)
                if agrees || (candidate.isPending && actual.keeps(source)) { return nil }
                applicable.append(candidate.index)
            }
            position += 1
        }
        return .contradicts(applicable.map { transitions[$0].text })
    }

    /// Whether `candidate` applies to `state` and `signal`: it has no condition, or its condition holds.
    private func holds(
        _ candidate: ConformanceTable.Candidate, in state: Reducer.State,
        on signal: FlowSignal<Reducer.Intent, Reducer.Event>
    ) -> Bool {
        guard candidate.hasCondition, let condition = transitions[candidate.index].condition else { return true }
        return condition(state, signal)
    }

    /// Whether the manifest lists `source + signal` (or `_ + signal`) as deliberately undeclared.
    private func isExempt(_ source: String, _ signal: FlowSignal<String, String>) -> Bool {
        isListed(source, signal, in: undeclared)
    }

    /// Whether `list` holds `source + signal` or `_ + signal`.
    private func isListed(
        _ source: String, _ signal: FlowSignal<String, String>, in list: Set<UndeclaredTransition>
    ) -> Bool {
        guard !list.isEmpty else { return false }
        let name = ConformanceFailure.name(of: signal)
        return list.contains(UndeclaredTransition(from: source, on: name))
            || list.contains(UndeclaredTransition(from: nil, on: name))
    }

    /// By effect case, the positions in `signals` (their case names) of the events its runs emit: the signals a
    /// late run's outcomes are. An event without a sample is not among the signals, so it is not delivered either.
    private func outcomeSignals(_ signals: [FlowSignal<String, String>]) -> [String: [Int]] {
        var outcomes: [String: [Int]] = [:]
        for (effect, events) in emits {
            let positions = signals.indices.filter { index in
                if case .event(let name) = signals[index] { return events.contains(name) }
                return false
            }
            if !positions.isEmpty { outcomes[effect] = positions }
        }
        return outcomes
    }

    /// The run left running at a node that can deliver the signal at position `index`, if it is an event one of
    /// them emits: the first in effect order.
    private static func lateRun(delivering index: Int, from pending: PendingRuns, _ outcomes: [String: [Int]])
        -> LateRun?
    {
        for run in pending.late where outcomes[run.effect]?.contains(index) == true { return run }
        return nil
    }

    /// A failure is reported once per state case, signal case and decision, however many states of that case
    /// the exploration reaches.
    private struct FailureKey: Hashable {
        let source: String
        let signal: FlowSignal<String, String>
        let actual: String
    }
}
