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

/// Answers a search with the query in capitals; "slow…" never answers, "double…" answers twice.
struct StubSearch: FlowEffectHandler {
    func handle(_ effect: SearchFlow.Effect) -> AsyncStream<SearchFlow.Event> {
        AsyncStream { continuation in
            guard case .search(let query) = effect else { return }
            if query.hasPrefix("slow") { return }
            continuation.yield(.loaded([query.uppercased()]))
            if query.hasPrefix("double") { continuation.yield(.loaded([query])) }
            continuation.finish()
        }
    }
}

/// Collects the failures a test store reports, so tests can prove it fails when it should.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [FlowTestFailure] = []

    var reporter: FlowTestReporter {
        FlowTestReporter { failure in
            self.lock.lock()
            self.storage.append(failure)
            self.lock.unlock()
        }
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map(\.message)
    }

    var all: [FlowTestFailure] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

extension FlowTestStore where Reducer == SearchFlow {
    static func search(_ failures: Failures, timeout: Duration = .seconds(2)) -> FlowTestStore {
        FlowTestStore(
            initialState: SearchFlow.State(), reducer: SearchFlow(), effects: StubSearch(), timeout: timeout,
            reporter: failures.reporter)
    }
}

extension FlowTestStore where Reducer == SearchFlow {
    /// Sends `queryChanged(query)` and asserts the loading state it must lead to.
    func startSearch(_ query: String) async {
        await send(.queryChanged(query)) {
            $0.query = query
            $0.isLoading = true
        }
    }
}
