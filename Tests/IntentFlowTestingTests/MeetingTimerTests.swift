import IntentFlow
import IntentFlowTesting
import Testing

/// A meeting timer, after the example apps of other architectures: a tick every second, the next speaker every
/// `secondsPerSpeaker` seconds, the meeting's end after `duration` seconds. Tested tick by tick on the test store's
/// clock: no test here waits for a second of wall clock.
@Suite("Meeting timer on the test clock")
struct MeetingTimerTests {
    struct MeetingFlow: FlowReducer {
        struct State: Equatable, Sendable {
            var secondsElapsed = 0
            var speaker = 0
            var isEnded = false
        }

        enum Intent: Sendable { case start }
        enum Event: Equatable, Sendable { case tick }
        enum Effect: Equatable, Sendable { case timer }

        var secondsPerSpeaker: Int
        var duration: Int

        func reduce(state: State, signal: FlowSignal<Intent, Event>) -> Next<State, Effect, Never, Never> {
            var state = state
            switch signal {
            case .intent(.start):
                return .state(state).effect(.timer, id: "timer", policy: .cancelInFlight)
            case .event(.tick):
                state.secondsElapsed += 1
                if state.secondsElapsed >= duration {
                    state.isEnded = true
                    return .state(state).cancel("timer")
                }
                if state.secondsElapsed.isMultiple(of: secondsPerSpeaker) { state.speaker += 1 }
                return .state(state)
            }
        }
    }

    /// Ticks every second on the store's clock until cancelled.
    struct MeetingEffects: FlowEffectHandler {
        func handle(_ effect: MeetingFlow.Effect) -> AsyncStream<MeetingFlow.Event> {
            let clock = EffectClock.current
            return AsyncStream { continuation in
                let task = Task {
                    while (try? await clock.sleep(for: .seconds(1))) != nil {
                        continuation.yield(.tick)
                    }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
    }

    func makeStore() -> FlowTestStore<MeetingFlow> {
        FlowTestStore(
            initialState: MeetingFlow.State(), reducer: MeetingFlow(secondsPerSpeaker: 2, duration: 6),
            effects: MeetingEffects())
    }

    @Test func ticksEverySecondNextSpeakerEveryTwoEndsAfterSix() async {
        let store = makeStore()
        await store.send(.start, effects: [EffectRequest(.timer, id: "timer", policy: .cancelInFlight)])
        for second in 1...5 {
            await store.clock.advance(by: .seconds(1))
            await store.receive(.tick) {
                $0.secondsElapsed = second
                $0.speaker = second / 2
            }
        }
        await store.clock.advance(by: .seconds(1))
        await store.receive(.tick, cancellations: ["timer"]) {
            $0.secondsElapsed = 6
            $0.isEnded = true
        }
        await store.finish()
    }

    @Test func noTickBeforeTheSecondIsUp() async {
        let store = makeStore()
        await store.send(.start)
        await store.clock.advance(by: .milliseconds(999))
        // The tick that the last millisecond brings is the first event: had one come at 999 ms, it would be
        // the one received here, and the step would be checked against secondsElapsed 1 at clock time 999 ms.
        #expect(store.clock.now == .milliseconds(999))
        #expect(await store.store.state.secondsElapsed == 0)
        await store.clock.advance(by: .milliseconds(1))
        await store.receive(.tick) { $0.secondsElapsed = 1 }
        await store.store.cancelAllEffects()
        await store.finish()
    }

    @Test func movingThreeSecondsAtOnceTicksThreeTimes() async {
        let store = makeStore()
        await store.send(.start)
        await store.clock.advance(by: .seconds(3))
        await store.receive(.tick) { $0.secondsElapsed = 1 }
        await store.receive(.tick) {
            $0.secondsElapsed = 2
            $0.speaker = 1
        }
        await store.receive(.tick) { $0.secondsElapsed = 3 }
        await store.store.cancelAllEffects()
        await store.finish()
    }

    @Test func runWakesTheWholeMeetingDeadlineByDeadline() async {
        let store = makeStore()
        await store.send(.start)
        for second in 1...6 {
            // Waits for the run to reach its next sleep, then moves the clock to its deadline.
            while store.clock.sleeperCount == 0 { await Task.yield() }
            await store.clock.run()
            await store.receive(.tick, cancellations: second == 6 ? ["timer"] : nil) {
                $0.secondsElapsed = second
                $0.speaker = second == 6 ? 2 : second / 2
                $0.isEnded = second == 6
            }
        }
        #expect(store.clock.now == .seconds(6))
        await store.finish()
    }
}
