import IntentFlow
import Testing

@testable import IntentFlowTesting

/// A fields-only state, as the generated contract writes it (`Equatable`, not `Hashable`), and one that is `Hashable`:
/// a bucket past its scan limit finds their states by fingerprint, and still finds every equal one.
@Suite("StateBucket")
struct StateBucketTests {
    struct Form: Equatable {
        var count: Int
        var note: String
    }

    struct HashableForm: Hashable {
        var count: Int
    }

    /// Inserts `states` in order into one bucket; which were added.
    static func added<State: Equatable>(_ states: [State]) -> [Bool] {
        var bucket = StateBucket<State>()
        var reached: [State] = []
        return states.map { state in
            let isNew = bucket.insert(state, at: reached.count, in: reached)
            if isNew { reached.append(state) }
            return isNew
        }
    }

    @Test("Past the scan limit, an equal state is found and a new one added, Hashable or not")
    func findsEqualStatesPastTheScanLimit() {
        let count = StateBucket<Form>.scanLimit * 4
        // Each state twice, the second time after every state: the second of each is found, never added.
        let forms = (0..<count).map { Form(count: $0, note: "n\($0 % 3)") }
        let firstNewThenFound = Array(repeating: true, count: count) + Array(repeating: false, count: count)
        #expect(Self.added(forms + forms) == firstNewThenFound)
        let hashables = (0..<count).map { HashableForm(count: $0) }
        #expect(Self.added(hashables + hashables.reversed()) == firstNewThenFound)
    }

    /// A counter with a flag, explored whole: every state of one case name, each reached once.
    struct CounterFlow: FlowReducer {
        struct State: Equatable, Sendable {
            var count: Int
            var isOn: Bool
        }

        enum Intent: Sendable, Equatable {
            case increment
            case toggle
        }

        func reduce(state: State, signal: FlowSignal<Intent, Never>) -> Next<State, Never, Never, Never> {
            guard case .intent(let intent) = signal else { return .state(state) }
            switch intent {
            case .increment: return .state(State(count: (state.count + 1) % 50, isOn: state.isOn))
            case .toggle: return .state(State(count: state.count, isOn: !state.isOn))
            }
        }
    }

    @Test("A fields-only flow's exploration reaches each of its states once")
    func fieldsOnlyExplorationReachesEachStateOnce() {
        let names = FlowCaseNames<CounterFlow>(
            state: { _ in "state" }, intent: { $0 == .increment ? "increment" : "toggle" },
            event: flowCaseName(reflecting:), effect: flowCaseName(reflecting:), output: flowCaseName(reflecting:),
            route: flowCaseName(reflecting:))
        let transitions = ["increment", "toggle"].map { signal in
            DeclaredTransition<CounterFlow>(
                "state + \(signal) -> state", from: "state", on: .intent(signal), next: .state("state"))
        }
        let report = FlowConformance(reducer: CounterFlow(), names: names, transitions: transitions)
            .explore(from: .init(count: 0, isOn: false), signals: [.intent(.increment), .intent(.toggle)])
        #expect(report.conforms, "\(report)")
        #expect(report.states == 100)
        #expect(report.steps == 200)
        #expect(!report.isTruncated)
    }
}
