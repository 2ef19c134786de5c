#if canImport(Observation)
import Observation

/// The SwiftUI adapter: an observable, main-actor object holding a store's latest projected view state and
/// forwarding intents to it, so a feature's view needs no glue of its own.
///
/// ```swift
/// struct UploadView: View {
///     @State private var model = FlowViewModel(
///         initialState: .idle, reducer: UploadFlow(), effects: UploadEffects(client: .live),
///         projection: UploadProjection())
///
///     var body: some View {
///         Button(model.viewState.title) { model.send(.start) }
///             .disabled(model.viewState.isBusy)
///     }
/// }
/// ```
///
/// Views re-render when ``viewState`` changes; when the view state is `Equatable`, an equal projection does not
/// count as a change. Its ``MainActorRelay`` coalesces bursts of signals into one main-actor update, but every route
/// and output is delivered to ``onRoute`` and ``onOutput`` in the order the steps produced them.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class FlowViewModel<Reducer: FlowReducer, Projection: FlowProjection>
where Projection.State == Reducer.State {
    /// The latest projected view state.
    public private(set) var viewState: Projection.ViewState

    /// The latest product state.
    public private(set) var state: Reducer.State

    /// The store the model adapts.
    @ObservationIgnored public let store: FlowStore<Reducer>

    /// Called on the main actor with every route the store's steps produce, in order.
    @ObservationIgnored public var onRoute: (@MainActor (Reducer.Route) -> Void)?

    /// Called on the main actor with every output the store's steps produce, in order.
    @ObservationIgnored public var onOutput: (@MainActor (Reducer.Output) -> Void)?

    @ObservationIgnored private let projection: Projection
    @ObservationIgnored private var relay: MainActorRelay<Reducer>?

    /// Adapts an existing store. The view state starts from the store's initial state and catches up with the
    /// store's current state on the next main-actor turn.
    public init(store: FlowStore<Reducer>, projection: Projection) {
        self.store = store
        self.projection = projection
        self.state = store.initialState
        self.viewState = projection.project(store.initialState)
        relay = MainActorRelay(store: store) { [weak self] delivery in
            self?.receive(delivery)
        }
    }

    /// Creates the store and adapts it.
    public convenience init<Effects: FlowEffectHandler>(
        initialState: Reducer.State,
        reducer: Reducer,
        effects: Effects,
        projection: Projection
    ) where Effects.Effect == Reducer.Effect, Effects.Event == Reducer.Event {
        self.init(
            store: FlowStore(initialState: initialState, reducer: reducer, effects: effects),
            projection: projection)
    }

    /// Sends an intent to the store without waiting; use it directly from button actions.
    public func send(_ intent: Reducer.Intent) {
        store.enqueue(intent)
    }

    private func receive(_ delivery: FlowDelivery<Reducer>) {
        switch delivery {
        case .state(let newState):
            if !valuesAreEqual(state, newState) {
                state = newState
            }
            let newViewState = projection.project(newState)
            if !valuesAreEqual(viewState, newViewState) {
                viewState = newViewState
            }
        case .output(let output): onOutput?(output)
        case .route(let route): onRoute?(route)
        }
    }
}
#endif
