import IntentFlow

/// A small feature that exercises every part of the store: counting, effects by name, cancellation rules.
struct TestFlow: FlowReducer {
    struct State: Equatable, Sendable {
        var count = 0
        var received: [String] = []
    }

    enum Intent: Equatable, Sendable {
        case increment
        case start(String, id: EffectID? = nil, policy: EffectPolicy = .run)
        case cancel(EffectID)
        case navigate(String)
        case finish(String)
    }

    enum Event: Equatable, Sendable {
        case tick(String)
    }

    enum Effect: Equatable, Sendable {
        case stream(String)
    }

    /// On these ticks the reducer cancels the id.
    var cancelOnTick: [String: EffectID] = [:]
    /// On these ticks the reducer replaces the id's run with a new named stream (`cancelInFlight`).
    var replaceOnTick: [String: (name: String, id: EffectID)] = [:]
    /// On these ticks the reducer starts another named stream, chaining effects.
    var chainOnTick: [String: String] = [:]

    func reduce(state: State, signal: FlowSignal<Intent, Event>) -> Next<State, Effect, String, String> {
        var state = state
        switch signal {
        case .intent(.increment):
            state.count += 1
            return .state(state)
        case .intent(.start(let name, let id, let policy)):
            return .state(state).effect(.stream(name), id: id, policy: policy)
        case .intent(.cancel(let id)):
            return .state(state).cancel(id)
        case .intent(.navigate(let route)):
            return .state(state).route(route)
        case .intent(.finish(let output)):
            return .state(state).output(output)
        case .event(.tick(let tick)):
            state.received.append(tick)
            var next = Next<State, Effect, String, String>.state(state)
            if let id = cancelOnTick[tick] { next = next.cancel(id) }
            if let replacement = replaceOnTick[tick] {
                next = next.effect(.stream(replacement.name), id: replacement.id, policy: .cancelInFlight)
            }
            if let chained = chainOnTick[tick] { next = next.effect(.stream(chained)) }
            return next
        }
    }
}
