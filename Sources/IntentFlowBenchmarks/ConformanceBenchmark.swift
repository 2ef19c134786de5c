import IntentFlow
import IntentFlowTesting

/// Measures `FlowConformance`: the exploration of a 200-state × 200-signal reducer against 399 declared transitions,
/// beside the same 40,000 reducer calls made in a plain loop that keeps nothing, measured in the same run; and the
/// exploration of a fields-only feature (FieldsOnlyConformanceBenchmark.swift).
public enum ConformanceBenchmark: Benchmark {
    /// Selects this benchmark: `intentflow-bench conformance`.
    public static var name: String { "conformance" }

    static let stateCount = 200
    static let signalCount = 200

    /// Runs the explorations and their references: a grid of named states, and a fields-only feature's states,
    /// which share one case name.
    public static func run() async throws -> [BenchmarkFigure] {
        [try explorationFigure(), try fieldsOnlyFigure()]
    }

    /// A grid of states: signal 0 steps to the next state and logs, every other signal `j` jumps to state `j`, as a
    /// generated reducer with a trace per state and one `_` trace per signal does.
    struct GridFlow: FlowReducer {
        struct State: Equatable, Sendable {
            var index: Int
        }

        struct Intent: Sendable {
            var index: Int
        }

        enum Effect: Sendable {
            case log(Int)
        }

        func reduce(state: State, signal: FlowSignal<Intent, Never>) -> Next<State, Effect, Never, Never> {
            guard case .intent(let intent) = signal else { return .state(state) }
            if intent.index == 0 {
                return .state(State(index: (state.index + 1) % stateCount))
                    .effect(.log(state.index), id: "grid.log", policy: .run)
            }
            return .state(State(index: intent.index))
        }
    }

    /// What a generated test declares for the grid: one trace per state for signal 0, one `_` trace per other signal.
    static func transitions(stateNames: [String], signalNames: [String]) -> [DeclaredTransition<GridFlow>] {
        let stepping = stateNames.indices.map { index in
            DeclaredTransition<GridFlow>(
                "\(stateNames[index]) + \(signalNames[0]) -> next + log effect", from: stateNames[index],
                on: .intent(signalNames[0]),
                next: NamedNext.state(stateNames[(index + 1) % stateCount]).effect("log", id: "grid.log", policy: .run))
        }
        let jumping = signalNames.indices.dropFirst().map { index in
            DeclaredTransition<GridFlow>(
                "_ + \(signalNames[index]) -> \(stateNames[index])", from: nil, on: .intent(signalNames[index]),
                next: .state(stateNames[index]))
        }
        return stepping + jumping
    }

    /// The grid did not conform as declared: the figure would measure something else.
    struct Mismatch: Error, CustomStringConvertible {
        let report: String
        var description: String { "the explored flow does not conform as declared: \(report)" }
    }

    /// Reads all of a step's result, out of the optimiser's sight: without it the reference loop could skip building
    /// the effects the exploration must build and name, and measure less than the same reducer calls.
    @inline(never)
    static func use(_ next: Next<GridFlow.State, GridFlow.Effect, Never, Never>) -> Int {
        next.effects.reduce(next.state.index) { sum, request in
            switch request.effect {
            case .log(let index): sum &+ index
            }
        }
    }

    static func explorationFigure() throws -> BenchmarkFigure {
        // Names are made once, as a generated `switch` returns literals.
        let stateNames = (0..<stateCount).map { "s\($0)" }
        let signalNames = (0..<signalCount).map { "g\($0)" }
        let names = FlowCaseNames<GridFlow>(
            state: { stateNames[$0.index] }, intent: { signalNames[$0.index] }, event: flowCaseName(reflecting:),
            effect: { _ in "log" }, output: flowCaseName(reflecting:), route: flowCaseName(reflecting:))
        let conformance = FlowConformance(
            reducer: GridFlow(), names: names,
            transitions: transitions(stateNames: stateNames, signalNames: signalNames))
        let signals = (0..<signalCount).map { FlowSignal<GridFlow.Intent, Never>.intent(GridFlow.Intent(index: $0)) }
        let calls = stateCount * signalCount
        var report: ConformanceReport?
        var checksum = 0
        let seconds = measureBestInTurns(
            repetitions: 7,
            [
                {
                    report = conformance.explore(from: GridFlow.State(index: 0), signals: signals, limit: calls)
                    return report as Any
                },
                {
                    // The reference: every state sent every signal, each result used whole and then dropped.
                    let flow = GridFlow()
                    for state in 0..<stateCount {
                        for signal in signals {
                            checksum &+= use(flow.reduce(state: .init(index: state), signal: signal))
                        }
                    }
                    return checksum
                },
            ])
        guard let report, report.conforms, report.steps == calls, report.states == stateCount else {
            throw Mismatch(report: report.map(String.init(describing:)) ?? "no report")
        }
        return BenchmarkFigure(
            name: "conformance exploration, \(stateCount) states × \(signalCount) signals", value: seconds[0] * 1_000,
            unit: "ms", reference: ("\(calls) plain reducer calls", seconds[1] * 1_000), goal: "< 50 ms")
    }
}
