import Foundation
import IntentFlow
import IntentFlowTesting

/// A search feature: typing starts a replaceable search, results arrive as an event.
struct SearchFlow: FlowReducer {
    struct State: Equatable, Sendable {
        var query = ""
        var results: [String] = []
        var isLoading = false
    }

    enum Intent: Equatable, Sendable {
        case queryChanged(String)
        case clear
    }

    enum Event: Equatable, Sendable {
        case loaded([String])
    }

    enum Effect: Equatable, Sendable {
        case search(String)
    }

    func reduce(state: State, signal: FlowSignal<Intent, Event>) -> Next<State, Effect, String, String> {
        var state = state
        switch signal {
        case .intent(.queryChanged(let query)):
            state.query = query
            state.isLoading = true
            return .state(state).effect(.search(query), id: "search", policy: .cancelInFlight)
        case .intent(.clear):
            return .state(State()).cancel("search").route("home")
        case .event(.loaded(let results)):
            state.results = results
            state.isLoading = false
            return .state(state).output("loaded \(results.count)")
        }
    }
}
