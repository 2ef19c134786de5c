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

/// A thread-safe count.
final class Counter: Sendable {
    private let value = Locked(0)

    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

/// Effect runs the property holds open and finishes, yields into or watches terminate.
final class StressEffects: FlowEffectHandler {
    private struct Contents: Sendable {
        var continuations: [Int: AsyncStream<StressFlow.Event>.Continuation] = [:]
        var started = 0
        var terminated = 0
    }

    private let contents = Locked(Contents())

    func handle(_ effect: StressFlow.Effect) -> AsyncStream<StressFlow.Event> {
        guard case .run(let run) = effect else { return AsyncStream { $0.finish() } }
        return AsyncStream { continuation in
            continuation.onTermination = { [weak self] _ in
                self?.contents.withLock { $0.terminated += 1 }
            }
            contents.withLock {
                $0.continuations[run] = continuation
                $0.started += 1
            }
        }
    }

    /// The open stream of `run`, if it started.
    func continuation(_ run: Int) -> AsyncStream<StressFlow.Event>.Continuation? {
        contents.withLock { $0.continuations[run] }
    }

    /// How many runs started and how many of their streams terminated.
    var counts: (started: Int, terminated: Int) {
        contents.withLock { ($0.started, $0.terminated) }
    }
}
