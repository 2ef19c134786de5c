import Foundation
import IntentFlow
import IntentFlowTesting

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
    /// A test store over `SearchFlow`. Its waits end as soon as what they wait for happens; the long default only
    /// matters when the suite's other tests hold every thread (a full run once starved `finish()` past 2 s), and
    /// the tests that expect a wait to run out give their own short timeout.
    static func search(_ failures: Failures, timeout: Duration = .seconds(60)) -> FlowTestStore {
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
