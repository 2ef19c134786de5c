#if canImport(Observation)
import Observation
import Testing
import IntentFlow

/// The view state a projection of `TestFlow` produces.
struct CounterViewState: Equatable, Sendable {
    var title: String
}

struct CounterProjection: FlowProjection {
    func project(_ state: TestFlow.State) -> CounterViewState {
        CounterViewState(title: "Count \(state.count)")
    }
}

@MainActor
@Suite("FlowViewModel")
struct FlowViewModelTests {
    /// Runs `action` and returns once `read` reports an observable change.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    func change<Value>(of read: @escaping @MainActor () -> Value, after action: () -> Void) async {
        await withCheckedContinuation { continuation in
            withObservationTracking {
                _ = read()
            } onChange: {
                continuation.resume()
            }
            action()
        }
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func projectsTheInitialStateAtOnce() {
        let model = FlowViewModel(
            store: FlowStore(initialState: TestFlow.State(count: 2), reducer: TestFlow()),
            projection: CounterProjection())
        #expect(model.viewState == CounterViewState(title: "Count 2"))
        #expect(model.state.count == 2)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func sentIntentsUpdateTheViewState() async {
        let model = FlowViewModel(
            initialState: TestFlow.State(), reducer: TestFlow(), effects: NoEffects(), projection: CounterProjection())
        await change(of: { model.viewState }) {
            model.send(.increment)
        }
        #expect(model.viewState.title == "Count 1")
        #expect(await model.store.state.count == 1)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func routesAndOutputsAreDeliveredInOrder() async {
        let model = FlowViewModel(
            store: FlowStore(initialState: TestFlow.State(), reducer: TestFlow()), projection: CounterProjection())
        var delivered: [String] = []
        model.onRoute = { delivered.append("route \($0)") }
        model.onOutput = { delivered.append("output \($0)") }
        model.send(.navigate("a"))
        model.send(.finish("done"))
        model.send(.navigate("b"))
        await change(of: { model.viewState }) {
            model.send(.increment)
        }
        // In step order, however the burst was batched.
        #expect(delivered == ["route a", "output done", "route b"])
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func catchesUpWithAStoreThatAlreadyMoved() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        await store.send(.increment)
        await store.send(.increment)
        _ = await store.state
        let model = FlowViewModel(store: store, projection: CounterProjection())
        #expect(model.viewState.title == "Count 0")
        await change(of: { model.viewState }) {}
        #expect(model.viewState.title == "Count 2")
    }
}
#endif
