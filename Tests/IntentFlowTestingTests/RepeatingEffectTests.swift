import IntentFlow
import IntentFlowTesting
import Testing

/// A run that emits on a schedule (``RepeatingEffect/every(_:limit:_:)``), driven tick by tick by the test store's
/// clock: no test here waits for wall-clock time.
@Suite("Repeating effects on the test clock")
struct RepeatingEffectTests {
    struct StopwatchFlow: FlowReducer {
        enum Intent: Sendable { case start, stop, countdown }
        enum Event: Equatable, Sendable { case tick(Int) }
        enum Effect: Equatable, Sendable { case timer, countdown }

        func reduce(state: [Int], signal: FlowSignal<Intent, Event>) -> Next<[Int], Effect, Never, Never> {
            switch signal {
            case .intent(.start): .state(state).effect(.timer, id: "timer", policy: .cancelInFlight)
            case .intent(.countdown): .state(state).effect(.countdown)
            case .intent(.stop): .state(state).cancel("timer")
            case .event(.tick(let n)): .state(state + [n])
            }
        }
    }

    struct StopwatchEffects: FlowEffectHandler {
        func handle(_ effect: StopwatchFlow.Effect) -> AsyncStream<StopwatchFlow.Event> {
            switch effect {
            case .timer: RepeatingEffect.every(.seconds(1)) { .tick($0) }
            case .countdown: RepeatingEffect.every(.milliseconds(250), limit: 3) { .tick(-$0) }
            }
        }
    }

    private func makeStore() -> FlowTestStore<StopwatchFlow> {
        FlowTestStore(initialState: [], reducer: StopwatchFlow(), effects: StopwatchEffects())
    }

    @Test func ticksOncePerIntervalUntilCancelled() async {
        let store = makeStore()
        await store.send(.start)
        for tick in 1...4 {
            await store.clock.advance(by: .seconds(1))
            await store.receive(.tick(tick)) { $0.append(tick) }
        }
        await store.send(.stop, cancellations: ["timer"])
        await store.clock.advance(by: .seconds(5))
        await store.finish()
    }

    @Test func noTickBeforeTheIntervalIsUp() async {
        let store = makeStore()
        await store.send(.start)
        await store.clock.advance(by: .milliseconds(999))
        #expect(await store.store.state.isEmpty)
        await store.clock.advance(by: .milliseconds(1))
        await store.receive(.tick(1)) { $0 = [1] }
        await store.send(.stop)
        await store.finish()
    }

    @Test func movingSeveralIntervalsAtOnceDeliversEveryTick() async {
        let store = makeStore()
        await store.send(.start)
        await store.clock.advance(by: .seconds(3))
        await store.receive(.tick(1)) { $0 = [1] }
        await store.receive(.tick(2)) { $0 = [1, 2] }
        await store.receive(.tick(3)) { $0 = [1, 2, 3] }
        await store.send(.stop)
        await store.finish()
    }

    @Test func aLimitedRunFinishesAfterItsLastTick() async {
        let store = makeStore()
        await store.send(.countdown)
        await store.clock.advance(by: .seconds(1))
        await store.receive(.tick(-1)) { $0 = [-1] }
        await store.receive(.tick(-2)) { $0 = [-1, -2] }
        await store.receive(.tick(-3)) { $0 = [-1, -2, -3] }
        await store.finish()
        #expect(await store.store.runningEffectCount == 0)
    }
}
