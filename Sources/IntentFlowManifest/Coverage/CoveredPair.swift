/// One (state, signal) pair of a feature and what accounts for it: every declared state meets every intent and
/// event, and each meeting is either pinned by the manifest or left to whatever the reducer happens to do.
package struct CoveredPair: Hashable, Sendable {
    /// What accounts for a pair, in the order it is looked for.
    package enum Source: String, Hashable, Sendable, CaseIterable {
        /// A trace names the state and the signal.
        case trace
        /// No trace names the state, and a `_ + signal` trace applies there.
        case anyStateTrace
        /// No trace applies, and an `undeclared:` entry (the state's or `_`'s) lists the signal.
        case undeclared
        /// No trace applies, and an `ignored:` entry (the state's or `_`'s) lists the signal: the reducer keeps the
        /// state and decides nothing there.
        case ignored
        /// Nothing does: the reducer's behaviour there is not pinned down.
        case uncovered
    }

    /// The state's case name.
    package var state: String
    /// The intent's or event's case name.
    package var signal: String
    /// Whether the signal is an intent or an event.
    package var kind: TraceSignal.Kind
    /// What accounts for the pair.
    package var source: Source

    /// Creates a pair.
    package init(state: String, signal: String, kind: TraceSignal.Kind, source: Source) {
        self.state = state
        self.signal = signal
        self.kind = kind
        self.source = source
    }

    /// Whether the manifest accounts for the pair (a trace, a `_` trace, an `undeclared:` or an `ignored:` entry).
    package var isCovered: Bool { source != .uncovered }

    /// Every pair of `manifest`, state by state in declaration order, intents before events.
    static func pairs(of manifest: Manifest, table: TransitionTable) -> [CoveredPair] {
        let signals =
            manifest.intents.map { TransitionTable.Signal(name: $0.name, kind: .intent) }
            + manifest.events.map { TransitionTable.Signal(name: $0.name, kind: .event) }
        return uniqueNames(manifest.states).flatMap { state in
            uniqueSignals(signals).map { signal in
                CoveredPair(
                    state: state, signal: signal.name, kind: signal.kind,
                    source: source(
                        state, signal, table: table, undeclared: manifest.undeclared, ignored: manifest.ignored))
            }
        }
    }

    private static func source(
        _ state: String, _ signal: TransitionTable.Signal, table: TransitionTable, undeclared: [UndeclaredPair],
        ignored: [UndeclaredPair]
    ) -> Source {
        if !table.namedTraces(from: state, on: signal).isEmpty { return .trace }
        if !table.anyStateTraces(on: signal).isEmpty { return .anyStateTrace }
        func lists(_ entry: UndeclaredPair) -> Bool {
            entry.signal.name == signal.name && (entry.isForAnyState || entry.state.name == state)
        }
        if undeclared.contains(where: lists) { return .undeclared }
        return ignored.contains(where: lists) ? .ignored : .uncovered
    }

    /// The names of `cases`, each once, in declaration order.
    static func uniqueNames(_ cases: [CaseDeclaration]) -> [String] {
        var seen: Set<String> = []
        return cases.map(\.name).filter { seen.insert($0).inserted }
    }

    private static func uniqueSignals(_ signals: [TransitionTable.Signal]) -> [TransitionTable.Signal] {
        var seen: Set<TransitionTable.Signal> = []
        return signals.filter { seen.insert($0).inserted }
    }
}
