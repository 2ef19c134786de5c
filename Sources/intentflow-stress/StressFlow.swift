import IntentFlow

/// The feature every stress property drives: a counter, per-sender sequence numbers, and effect runs the
/// property steers through ``StressEffects``.
struct StressFlow: FlowReducer {
    struct State: Sendable, Equatable {
        var count = 0
        /// The last sequence number applied per sender, to check order.
        var lastSequence: [Int: Int] = [:]
        var outOfOrder = 0
        var ticks = 0
    }

    enum Intent: Sendable {
        case add
        case sequence(sender: Int, number: Int)
        case start(run: Int, id: EffectID?)
        case cancel(EffectID)
    }

    enum Event: Sendable {
        case tick(run: Int)
    }

    enum Effect: Sendable {
        case run(Int)
    }

    /// Counts reducer calls, for properties that check nothing is reduced after a point.
    let calls: Counter

    func reduce(state: State, signal: FlowSignal<Intent, Event>) -> Next<State, Effect, Never, Never> {
        calls.increment()
        var state = state
        switch signal {
        case .intent(.add):
            state.count += 1
        case .intent(.sequence(let sender, let number)):
            if number != (state.lastSequence[sender] ?? -1) + 1 { state.outOfOrder += 1 }
            state.lastSequence[sender] = number
        case .intent(.start(let run, let id)):
            return .state(state).effect(.run(run), id: id)
        case .intent(.cancel(let id)):
            return .state(state).cancel(id)
        case .event(.tick):
            state.ticks += 1
        }
        return .state(state)
    }
}
