/// Which states the resolved traces leave and reach and which effects they request, kept per first declaration
/// while traces resolve, so validation need not go over the traces again.
struct CaseCoverage: Sendable {
    /// For each state, the index of the first state declared with its name.
    let stateFirst: [Int]
    /// For each effect, the index of the first effect declared with its name.
    let effectFirst: [Int]
    private(set) var left: [Bool]
    private(set) var reached: [Bool]
    private(set) var requested: [Bool]
    /// How many resolved traces were recorded.
    private(set) var traceCount = 0

    init(states: [CaseDeclaration], stateNames: CaseNames, effects: [CaseDeclaration], effectNames: CaseNames) {
        stateFirst = states.map { stateNames.firstIndex(of: $0.name) ?? 0 }
        effectFirst = effects.map { effectNames.firstIndex(of: $0.name) ?? 0 }
        left = Array(repeating: false, count: states.count)
        reached = left
        requested = Array(repeating: false, count: effects.count)
    }

    /// The `to` index of a trace that keeps the state it starts in (`_ + signal -> _`): it reaches no other state.
    static let keptState = -2

    /// Records one resolved trace (every name in it is declared).
    mutating func record(
        from: String, to: String, effects: some Sequence<String>, states: CaseNames, effectNames: CaseNames
    ) {
        let fromIndex = from == TraceSyntax.anyState ? Self.anyState : states.firstIndex(of: from)
        guard let fromIndex, let toIndex = to == TraceSyntax.keptState ? Self.keptState : states.firstIndex(of: to)
        else { return }
        record(from: fromIndex, to: toIndex, effects: effects.compactMap(effectNames.firstIndex(of:)))
    }

    /// The `from` index of a trace that applies in every state (`_ + signal -> state`).
    static let anyState = -1

    /// Records one resolved trace by the indexes of the first declarations of its states and effects (`from` is
    /// ``anyState`` for `_`: every state is left, and `to` is reached from the others).
    mutating func record(from: Int, to: Int, effects: [Int]) {
        traceCount += 1
        if from == Self.anyState {
            for index in left.indices { left[index] = true }
            if left.count > 1, to != Self.keptState { reached[to] = true }
        } else {
            left[from] = true
            if to != from { reached[to] = true }
        }
        for effect in effects { requested[effect] = true }
    }

    /// Whether a trace leaves the state declared at `index`.
    func isLeft(state index: Int) -> Bool { left[stateFirst[index]] }
    /// Whether a trace reaches the state declared at `index` (from another state).
    func isReached(state index: Int) -> Bool { reached[stateFirst[index]] }
    /// Whether a trace requests the effect declared at `index`.
    func isRequested(effect index: Int) -> Bool { requested[effectFirst[index]] }
}
