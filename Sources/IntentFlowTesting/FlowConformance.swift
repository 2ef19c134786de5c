import IntentFlow

/// Checks a reducer against its whole contract: explores every state it reaches from the initial one with every
/// signal given, and compares each step, by case name, with the transitions the manifest declares.
///
/// A step fails when the reducer moves to another state or decides anything (an effect with its id and policy, a
/// cancellation, an output, a route) and no trace declares the state and signal, or when traces are declared and
/// the reducer does what none of them says. Keeping the state's case and deciding nothing is always allowed where
/// no trace applies, and anything is allowed for a state and signal listed as ``UndeclaredTransition``.
///
/// ```swift
/// let report = FlowConformance(
///     reducer: LoginFlow(), names: .reflecting, transitions: LoginConformance.transitions
/// ).explore(from: .idle, signals: [.intent(.submit(email: "e", password: "p")), .event(.validated)])
/// #expect(report.conforms, "\(report)")
/// ```
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

    /// The default bound: reducer calls before the exploration stops.
    public static var defaultLimit: Int { 10_000 }

    /// Creates a check of `reducer` against `transitions`, exempting `undeclared`.
    public init(
        reducer: Reducer, names: FlowCaseNames<Reducer>, transitions: [DeclaredTransition<Reducer>],
        undeclared: [UndeclaredTransition] = []
    ) {
        self.reducer = reducer
        self.names = names
        self.transitions = transitions
        self.undeclared = Set(undeclared)
    }

    /// Explores from `initial`, sending each of `signals` in every state reached, until no new state is reached or
    /// `limit` reducer calls are made.
    public func explore(
        from initial: Reducer.State, signals: [FlowSignal<Reducer.Intent, Reducer.Event>],
        limit: Int = defaultLimit
    ) -> ConformanceReport {
        var graph = ExplorationGraph<Reducer.State>(initial: initial, name: names.state(initial))
        let table = TransitionTable(transitions)
        let signalNames = signals.map(names.signal)
        var failures: [ConformanceFailure] = []
        var reported: Set<FailureKey> = []
        var steps = 0
        var position = 0
        while position < graph.nodes.count {
            for (index, signal) in signals.enumerated() {
                guard steps < limit else {
                    return ConformanceReport(failures: failures, steps: steps, states: graph.nodes.count, isTruncated: true)
                }
                steps += 1
                let node = graph.nodes[position]
                let next = reducer.reduce(state: node.state, signal: signal)
                let actual = names.next(next)
                if let kind = verdict(actual, in: node, signal: signal, named: signalNames[index], table: table) {
                    let key = FailureKey(
                        source: node.name, signal: signalNames[index], actual: ConformanceFailure.describe(actual))
                    guard reported.insert(key).inserted else { continue }
                    failures.append(
                        ConformanceFailure(
                            kind: kind, path: graph.path(to: position, signals: signalNames), signal: signalNames[index],
                            signalValue: String(describing: signal), actual: actual))
                } else {
                    graph.reach(next.state, name: actual.state, from: position, by: index)
                }
            }
            position += 1
        }
        return ConformanceReport(failures: failures, steps: steps, states: graph.nodes.count, isTruncated: false)
    }

    /// How the step from `node` on `signal` disagrees with the manifest, or `nil` when it agrees.
    private func verdict(
        _ actual: NamedNext, in node: ExplorationGraph<Reducer.State>.Node,
        signal: FlowSignal<Reducer.Intent, Reducer.Event>, named name: FlowSignal<String, String>,
        table: TransitionTable
    ) -> ConformanceFailure.Kind? {
        let candidates = table.candidates(in: node.name, on: name)
        // The best rank among those that hold, then whether one of that rank agrees: no list is built per step.
        var best = Int.max
        for candidate in candidates where candidate.rank < best && (candidate.condition?(node.state, signal) ?? true) {
            best = candidate.rank
        }
        let keeps = actual == NamedNext.state(node.name)
        guard best != .max else {
            return keeps || isExempt(node.name, name) ? nil : .undeclared
        }
        let applicable = { (candidate: DeclaredTransition<Reducer>) in
            candidate.rank == best && (candidate.condition?(node.state, signal) ?? true)
        }
        let agrees = candidates.contains { applicable($0) && ($0.next == actual || (keeps && $0.isPending)) }
        return agrees ? nil : .contradicts(candidates.filter(applicable).map(\.text))
    }

    /// Whether the manifest lists `source + signal` (or `_ + signal`) as deliberately undeclared.
    private func isExempt(_ source: String, _ signal: FlowSignal<String, String>) -> Bool {
        let name = ConformanceFailure.name(of: signal)
        return undeclared.contains(UndeclaredTransition(from: source, on: name))
            || undeclared.contains(UndeclaredTransition(from: nil, on: name))
    }

    /// A failure is reported once per state case, signal case and decision, however many states of that case
    /// the exploration reaches.
    private struct FailureKey: Hashable {
        let source: String
        let signal: FlowSignal<String, String>
        let actual: String
    }

    /// The declared transitions by signal case, then by state case, for a lookup per step.
    private struct TransitionTable {
        private struct Entry {
            var bySource: [String: [DeclaredTransition<Reducer>]] = [:]
            var anyState: [DeclaredTransition<Reducer>] = []
        }

        private let bySignal: [FlowSignal<String, String>: Entry]

        init(_ transitions: [DeclaredTransition<Reducer>]) {
            var bySignal: [FlowSignal<String, String>: Entry] = [:]
            for transition in transitions {
                if let source = transition.source {
                    bySignal[transition.signal, default: Entry()].bySource[source, default: []].append(transition)
                } else {
                    bySignal[transition.signal, default: Entry()].anyState.append(transition)
                }
            }
            for (signal, entry) in bySignal {
                for (source, named) in entry.bySource { bySignal[signal]?.bySource[source] = named + entry.anyState }
            }
            self.bySignal = bySignal
        }

        /// The transitions that may apply in `source` on `signal`: those naming the state, then those for any
        /// state (``DeclaredTransition/rank`` tells which fits best).
        func candidates(in source: String, on signal: FlowSignal<String, String>) -> [DeclaredTransition<Reducer>] {
            guard let entry = bySignal[signal] else { return [] }
            return entry.bySource[source] ?? entry.anyState
        }
    }
}
