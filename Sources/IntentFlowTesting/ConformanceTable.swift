import IntentFlow

/// The declared transitions of one ``FlowConformance`` exploration, arranged once so that a step finds those that
/// may apply by its state's case name and its signal's position in the list sent, without naming the signal again.
///
/// It is built for each exploration and dropped with it: it holds nothing a later exploration could reuse wrongly.
struct ConformanceTable {
    /// A declared transition as a step looks it up: plain values, so that going through a list copies no references.
    struct Candidate {
        /// Its position among the declared transitions, for its text and condition.
        let index: Int
        /// How closely it fits (``DeclaredTransition/rank``), best lowest.
        let rank: Int
        /// Whether it applies only where its condition holds.
        let hasCondition: Bool
        /// Whether keeping the state and deciding nothing is accepted as well.
        let isPending: Bool
    }

    /// By declared transition, what it says the reducer decides.
    let decisions: [NamedNext]

    /// By signal position, the transitions from any state: what applies in a state no trace names.
    private let anyState: [[Candidate]]
    /// By state case name, then signal position, the transitions naming that state followed by those from any state.
    private let bySource: [String: [[Candidate]]]

    /// Arranges `transitions` for the signals sent, `signals` being their case names in the order sent.
    ///
    /// Each list is in rank order, and in declaration order within a rank (those naming the state before those from
    /// any state), so the first candidate that holds has the best rank that holds.
    init<Reducer>(_ transitions: [DeclaredTransition<Reducer>], signals: [FlowSignal<String, String>]) {
        var positions: [FlowSignal<String, String>: [Int]] = [:]
        for (position, signal) in signals.enumerated() { positions[signal, default: []].append(position) }
        var anyState = [[Candidate]](repeating: [], count: signals.count)
        var named: [String: [Int: [Candidate]]] = [:]
        for (index, transition) in transitions.enumerated() {
            let candidate = Candidate(
                index: index, rank: transition.rank, hasCondition: transition.condition != nil,
                isPending: transition.isPending)
            for position in positions[transition.signal] ?? [] {
                if let source = transition.source {
                    named[source, default: [:]][position, default: []].append(candidate)
                } else {
                    anyState[position].append(candidate)
                }
            }
        }
        let anyStateRanked = anyState.map(Self.ranked)
        var bySource: [String: [[Candidate]]] = [:]
        for (source, naming) in named {
            var lists = anyStateRanked
            for (position, candidates) in naming { lists[position] = Self.ranked(candidates + anyState[position]) }
            bySource[source] = lists
        }
        self.decisions = transitions.map(\.next)
        self.anyState = anyStateRanked
        self.bySource = bySource
    }

    /// By signal position, the transitions that may apply in a state of case `source`.
    func candidates(from source: String) -> [[Candidate]] {
        bySource[source] ?? anyState
    }

    /// `candidates` in rank order, keeping their order within a rank.
    private static func ranked(_ candidates: [Candidate]) -> [Candidate] {
        candidates.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }
}
