import Foundation
import IntentFlow

/// Measures the runtime: reducer traces, store sends from a detached task and from the main actor, and effect
/// round trips, each beside a plain actor store of the same shape measured in the same run.
public enum RuntimeBenchmark: Benchmark {
    /// Selects this benchmark: `intentflow-bench runtime`.
    public static var name: String { "runtime" }

    /// Runs every runtime measurement with its reference.
    public static func run() async throws -> [BenchmarkFigure] {
        var figures: [BenchmarkFigure] = []
        figures.append(traceFigure())
        let detached = await detachedSendFigure()
        figures.append(detached)
        figures.append(await mainActorSendFigure(detachedRate: detached.value))
        let streamRoundTrips = await roundTripFigure()
        figures.append(streamRoundTrips)
        figures.append(await runnerRoundTripFigure(streamRate: streamRoundTrips.value))
        return figures
    }

    // MARK: Feature

    /// A counter with one effect: small enough that the runtime's own cost dominates.
    struct CounterFlow: FlowReducer {
        enum Intent: Sendable {
            case add(Int)
            case load(Int)
        }

        enum Event: Sendable {
            case loaded(Int)
        }

        enum Effect: Sendable {
            case load(Int)
        }

        func reduce(state: Int, signal: FlowSignal<Intent, Event>) -> Next<Int, Effect, Never, Never> {
            switch signal {
            case .intent(.add(let amount)): .state(state &+ amount)
            case .intent(.load(let amount)): .state(state).effect(.load(amount))
            case .event(.loaded(let amount)): .state(state &+ amount)
            }
        }
    }

    struct CounterEffects: FlowEffectHandler {
        func handle(_ effect: CounterFlow.Effect) -> AsyncStream<CounterFlow.Event> {
            AsyncStream { continuation in
                if case .load(let amount) = effect { continuation.yield(.loaded(amount)) }
                continuation.finish()
            }
        }
    }

    /// The same effect as one async function: its event goes from `send` to the store's inbox without a stream.
    struct CounterRunner: FlowEffectRunner {
        func run(_ effect: CounterFlow.Effect, send: FlowSend<CounterFlow.Event>) async throws(CancellationError) {
            if case .load(let amount) = effect { await send(.loaded(amount)) }
        }
    }

    /// The reference: an actor that applies each send in an actor-isolated method, keeps a bounded history and
    /// notifies observers — what a straightforward store looks like.
    actor PlainStore {
        private let reducer = CounterFlow()
        private let effects = CounterEffects()
        private(set) var state = 0
        private var history: [Int] = []
        private var oldest = 0
        private var observers: [@Sendable (Int) -> Void] = []
        private var running = 0
        private var idle: [CheckedContinuation<Void, Never>] = []

        func send(_ intent: CounterFlow.Intent) {
            apply(.intent(intent))
        }

        func observe(_ observer: @escaping @Sendable (Int) -> Void) {
            observer(state)
            observers.append(observer)
        }

        func settle() async {
            guard running > 0 else { return }
            await withCheckedContinuation { idle.append($0) }
        }

        private func apply(_ signal: FlowSignal<CounterFlow.Intent, CounterFlow.Event>) {
            let next = reducer.reduce(state: state, signal: signal)
            state = next.state
            if history.count < 100 {
                history.append(state)
            } else {
                history[oldest] = state
                oldest = (oldest + 1) % 100
            }
            for observer in observers { observer(state) }
            for request in next.effects {
                running += 1
                let events = effects.handle(request.effect)
                Task {
                    for await event in events { self.apply(.event(event)) }
                    self.finishRun()
                }
            }
        }

        private func finishRun() {
            running -= 1
            if running == 0 {
                for waiter in idle { waiter.resume() }
                idle.removeAll()
            }
        }
    }

    /// Counts observer callbacks; only ever touched from the observed store's actor, one call at a time.
    final class CallbackCounter: @unchecked Sendable {
        var count = 0
    }

    // MARK: Figures

    static func traceFigure() -> BenchmarkFigure {
        let count = 1_000_000
        let signals = [FlowSignal<CounterFlow.Intent, CounterFlow.Event>](repeating: .intent(.add(1)), count: count)
        let flow = CounterFlow()
        var checksum = 0
        let seconds = measureBest(repetitions: 5) {
            checksum &+= flow.trace(initialState: 0, signals: signals).finalState
        }
        // The reference: the same reducer folded over the same signals, keeping no steps.
        let plainSeconds = measureBest(repetitions: 5) {
            var state = 0
            for signal in signals { state = flow.reduce(state: state, signal: signal).state }
            checksum &+= state
        }
        precondition(checksum > 0)
        return BenchmarkFigure(
            name: "reducer trace", value: Double(count) / seconds, unit: "signals/s",
            reference: ("bare reduce loop", Double(count) / plainSeconds), higherIsBetter: true,
            goal: "≥ 5M signals/s")
    }

    static func detachedSendFigure() async -> BenchmarkFigure {
        let count = 1_000_000
        let seconds = await measureBestAsync(repetitions: 3) {
            let store = FlowStore(initialState: 0, reducer: CounterFlow())
            await Task.detached {
                for _ in 0..<count { await store.send(.add(1)) }
                let state = await store.state
                precondition(state == count)
            }.value
        }
        let plainSeconds = await measureBestAsync(repetitions: 3) {
            let store = PlainStore()
            await Task.detached {
                for _ in 0..<count { await store.send(.add(1)) }
                let state = await store.state
                precondition(state == count)
            }.value
        }
        return BenchmarkFigure(
            name: "FlowStore sends from a detached task", value: Double(count) / seconds, unit: "sends/s",
            reference: ("plain actor store", Double(count) / plainSeconds), higherIsBetter: true,
            goal: "≥ 2M sends/s")
    }

    static func mainActorSendFigure(detachedRate: Double) async -> BenchmarkFigure {
        let count = 1_000_000
        let seconds = await measureBestAsync(repetitions: 3) { await sendFromMainActor(count: count) }
        let plainSeconds = await measureBestAsync(repetitions: 3) { await plainSendFromMainActor(count: count) }
        let rate = Double(count) / seconds
        return BenchmarkFigure(
            name: "FlowStore sends from the main actor, one observer", value: rate, unit: "sends/s",
            reference: ("plain actor store", Double(count) / plainSeconds), higherIsBetter: true,
            goal: String(format: "not 10× slower than detached (%.1f× slower)", detachedRate / rate))
    }

    @MainActor
    static func sendFromMainActor(count: Int) async {
        let store = FlowStore(initialState: 0, reducer: CounterFlow())
        let counter = CallbackCounter()
        let observation = await store.observe { _ in counter.count += 1 }
        for _ in 0..<count { await store.send(.add(1)) }
        let state = await store.state
        precondition(state == count && counter.count == count + 1)
        observation.cancel()
    }

    @MainActor
    static func plainSendFromMainActor(count: Int) async {
        let store = PlainStore()
        let counter = CallbackCounter()
        await store.observe { _ in counter.count += 1 }
        for _ in 0..<count { await store.send(.add(1)) }
        let state = await store.state
        precondition(state == count && counter.count == count + 1)
    }

    static func roundTripFigure() async -> BenchmarkFigure {
        let count = 100_000
        let seconds = await measureBestAsync(repetitions: 3) {
            let store = FlowStore(initialState: 0, reducer: CounterFlow(), effects: CounterEffects())
            for _ in 0..<count { await store.send(.load(1)) }
            await store.settle()
            let state = await store.state
            precondition(state == count)
        }
        let plainSeconds = await measureBestAsync(repetitions: 3) {
            let store = PlainStore()
            for _ in 0..<count { await store.send(.load(1)) }
            await store.settle()
            let state = await store.state
            precondition(state == count)
        }
        return BenchmarkFigure(
            name: "effect round trips, stream handler (effect → event → reducer)", value: Double(count) / seconds,
            unit: "round trips/s", reference: ("plain actor store", Double(count) / plainSeconds),
            higherIsBetter: true, goal: "no goal; compare with the reference")
    }

    /// Round trips through a ``CounterRunner``, beside the stream handler's rate measured just before in this run.
    static func runnerRoundTripFigure(streamRate: Double) async -> BenchmarkFigure {
        let count = 100_000
        let seconds = await measureBestAsync(repetitions: 3) {
            let store = FlowStore(initialState: 0, reducer: CounterFlow(), effects: CounterRunner())
            for _ in 0..<count { await store.send(.load(1)) }
            await store.settle()
            let state = await store.state
            precondition(state == count)
        }
        return BenchmarkFigure(
            name: "effect round trips, async function handler (FlowEffectRunner)", value: Double(count) / seconds,
            unit: "round trips/s", reference: ("the same effect as a stream handler", streamRate),
            higherIsBetter: true, goal: "at least as fast as the stream handler")
    }
}
