import IntentFlow
import IntentFlowTesting
import Testing

/// TCA's WebSocket case study, its pings: once connected, the feature pings the server every ten seconds on the
/// store's clock until disconnected. The pings send no event, so only `advance(by:)` waiting for the woken run
/// makes them visible on the next line.
@Suite("TestClock waits for the runs it wakes")
struct WebSocketPingsTests {
    struct PingingSocketFlow: FlowReducer {
        enum State: Equatable, Sendable {
            case disconnected
            case connected
        }

        enum Intent: Equatable, Sendable {
            case connectButtonTapped
        }

        enum Event: Equatable, Sendable {
            case pingFailed
        }

        enum Effect: Equatable, Sendable {
            case pings
        }

        func reduce(state: State, signal: FlowSignal<Intent, Event>) -> Next<State, Effect, Never, Never> {
            switch (state, signal) {
            case (.disconnected, .intent(.connectButtonTapped)):
                .state(.connected).effect(.pings, id: "pings", policy: .cancelInFlight)
            case (.connected, .intent(.connectButtonTapped)):
                .state(.disconnected).cancel("pings")
            case (_, .event(.pingFailed)):
                .state(.disconnected).cancel("pings")
            }
        }
    }

    /// The server the socket pings; an actor, so each ping is a hop the woken run makes before it sleeps again.
    actor Server {
        private(set) var pings = 0
        func ping() { pings += 1 }
    }

    struct PingingSocketEffects: FlowEffectRunner {
        let server: Server

        func run(
            _ effect: PingingSocketFlow.Effect, send: FlowSend<PingingSocketFlow.Event>
        ) async throws(CancellationError) {
            let clock = EffectClock.current
            while true {
                try await clock.sleep(for: .seconds(10))
                await server.ping()
            }
        }
    }

    @Test func pingsEveryTenSeconds() async {
        let server = Server()
        let store = FlowTestStore(
            initialState: .disconnected, reducer: PingingSocketFlow(), effects: PingingSocketEffects(server: server))
        await store.send(.connectButtonTapped) { $0 = .connected }

        await store.clock.advance(by: .seconds(10))
        #expect(await server.pings == 1)
        await store.clock.advance(by: .seconds(10))
        #expect(await server.pings == 2)
        await store.clock.advance(by: .seconds(30))
        #expect(await server.pings == 5)

        await store.send(.connectButtonTapped) { $0 = .disconnected }
        await store.finish()
    }

    /// Sleeps once, then sends the event that makes the flow cancel it: woken, the run ends rather than sleeping
    /// again, and the clock counts that too.
    struct FailingPing: FlowEffectRunner {
        func run(
            _ effect: PingingSocketFlow.Effect, send: FlowSend<PingingSocketFlow.Event>
        ) async throws(CancellationError) {
            try await EffectClock.current.sleep(for: .seconds(10))
            await send(.pingFailed)
        }
    }

    @Test func aWokenRunThatEndsLetsTheClockReturnWithItsEventApplied() async {
        let store = FlowTestStore(initialState: .disconnected, reducer: PingingSocketFlow(), effects: FailingPing())
        await store.send(.connectButtonTapped) { $0 = .connected }
        await store.clock.advance(by: .seconds(10))
        #expect(await store.store.state == .disconnected)
        #expect(await store.store.runningEffectCount == 0)
        await store.receive(.pingFailed) { $0 = .disconnected }
        await store.finish()
    }
}
