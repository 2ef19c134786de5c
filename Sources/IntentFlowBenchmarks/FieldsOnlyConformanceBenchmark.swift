import IntentFlow
import IntentFlowTesting

/// The exploration of a fields-only feature, whose every state has the one case name `state` (as the examples'
/// AlertsAndDialogs and ChangePassword have): the exploration tells its states apart by their values alone. The
/// state is `Equatable` and not `Hashable`, as the generated contract writes it.
extension ConformanceBenchmark {
    static let counterValues = 1_000

    /// A counter that wraps at ``counterValues`` and a flag: `2 × counterValues` states, all named `state`.
    struct CounterFlow: FlowReducer {
        struct State: Equatable, Sendable {
            var count: Int
            var isOn: Bool
        }

        enum Intent: Sendable {
            case increment
            case toggle
        }

        func reduce(state: State, signal: FlowSignal<Intent, Never>) -> Next<State, Never, Never, Never> {
            guard case .intent(let intent) = signal else { return .state(state) }
            switch intent {
            case .increment: return .state(State(count: (state.count + 1) % counterValues, isOn: state.isOn))
            case .toggle: return .state(State(count: state.count, isOn: !state.isOn))
            }
        }
    }

    static func fieldsOnlyFigure() throws -> BenchmarkFigure {
        let names = FlowCaseNames<CounterFlow>(
            state: { _ in "state" }, intent: { $0 == .increment ? "increment" : "toggle" },
            event: flowCaseName(reflecting:), effect: flowCaseName(reflecting:), output: flowCaseName(reflecting:),
            route: flowCaseName(reflecting:))
        let transitions = ["increment", "toggle"].map { signal in
            DeclaredTransition<CounterFlow>(
                "state + \(signal) -> state", from: "state", on: .intent(signal), next: .state("state"))
        }
        let conformance = FlowConformance(reducer: CounterFlow(), names: names, transitions: transitions)
        let signals: [FlowSignal<CounterFlow.Intent, Never>] = [.intent(.increment), .intent(.toggle)]
        let states = 2 * counterValues
        let calls = states * signals.count
        var report: ConformanceReport?
        var checksum = 0
        let seconds = measureBestInTurns(
            repetitions: 5,
            [
                {
                    report = conformance.explore(from: .init(count: 0, isOn: false), signals: signals, limit: calls)
                    return report as Any
                },
                {
                    // The reference: every state sent every signal, each result read and then dropped.
                    let flow = CounterFlow()
                    for count in 0..<counterValues {
                        for isOn in [false, true] {
                            for signal in signals {
                                let next = flow.reduce(state: .init(count: count, isOn: isOn), signal: signal)
                                checksum &+= next.state.count + (next.state.isOn ? 1 : 0)
                            }
                        }
                    }
                    return checksum
                },
            ])
        guard let report, report.conforms, report.steps == calls, report.states == states else {
            throw Mismatch(report: report.map(String.init(describing:)) ?? "no report")
        }
        return BenchmarkFigure(
            name: "conformance exploration, fields only, \(states) states of one case × 2 signals",
            value: seconds[0] * 1_000, unit: "ms", reference: ("\(calls) plain reducer calls", seconds[1] * 1_000),
            goal: "< 50 ms")
    }
}
