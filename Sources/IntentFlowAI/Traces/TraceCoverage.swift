/// Which states the resolved traces leave and reach and which effects they request, kept per first declaration
/// while traces resolve, so validation need not go over the traces again.
struct TraceCoverage: Sendable {
    /// For each state, the index of the first state declared with its name.
    let stateFirst: [Int]
    /// For each effect, the index of the first effect declared with its name.
    let effectFirst: [Int]
    private(set) var left: [Bool]
    private(set) var reached: [Bool]
    private(set) var requested: [Bool]
    /// How many resolved traces were recorded.
    private(set) var traceCount = 0

    init(states: [CaseDeclaration], stateTable: NameTable, effects: [CaseDeclaration], effectTable: NameTable) {
        stateFirst = states.map { stateTable.firstIndex(of: $0.name) ?? 0 }
        effectFirst = effects.map { effectTable.firstIndex(of: $0.name) ?? 0 }
        left = Array(repeating: false, count: states.count)
        reached = left
        requested = Array(repeating: false, count: effects.count)
    }

    /// Records one resolved trace (every name in it is declared).
    mutating func record(
        from: String, to: String, effects: some Sequence<String>, states: NameTable, effectTable: NameTable
    ) {
        traceCount += 1
        if let index = states.firstIndex(of: from) { left[index] = true }
        if to != from, let index = states.firstIndex(of: to) { reached[index] = true }
        for effect in effects {
            if let index = effectTable.firstIndex(of: effect) { requested[index] = true }
        }
    }

    /// Adds what another resolver of the same manifest recorded.
    mutating func formUnion(_ other: TraceCoverage) {
        traceCount += other.traceCount
        for index in left.indices {
            left[index] = left[index] || other.left[index]
            reached[index] = reached[index] || other.reached[index]
        }
        for index in requested.indices { requested[index] = requested[index] || other.requested[index] }
    }

    /// Whether a trace leaves the state declared at `index`.
    func isLeft(state index: Int) -> Bool { left[stateFirst[index]] }
    /// Whether a trace reaches the state declared at `index` (from another state).
    func isReached(state index: Int) -> Bool { reached[stateFirst[index]] }
    /// Whether a trace requests the effect declared at `index`.
    func isRequested(effect index: Int) -> Bool { requested[effectFirst[index]] }
}
