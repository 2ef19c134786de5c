/// Brings a store's snapshots to the main actor for a screen: the adapter under ``FlowViewModel`` and under a UIKit
/// view controller.
///
/// A store's observers run on its actor, so a screen has to hop to the main actor to render. The relay makes that
/// hop once per burst rather than once per snapshot: the states that arrive before the main actor gets to them are
/// coalesced into the latest, while every output and route is kept, in the order the steps produced them (see
/// ``FlowDelivery``). Deliveries last as long as the relay is kept and not cancelled.
///
/// ```swift
/// relay = MainActorRelay(store: store) { [weak self] delivery in
///     switch delivery {
///     case .state(let state): self?.render(projection.project(state))
///     case .output(let output): self?.coordinator?.handle(output)
///     case .route(let route): self?.coordinator?.handle(route)
///     }
/// }
/// ```
@MainActor
public final class MainActorRelay<Reducer: FlowReducer> {
    private let deliver: @MainActor (FlowDelivery<Reducer>) -> Void
    private let pending = SnapshotRelay<Reducer>()
    private var observation: FlowObservation?

    /// Starts relaying `store`'s snapshots to `deliver`, called on the main actor.
    ///
    /// The first delivery, on a later main-actor turn, is the store's state after every signal sent before this
    /// call; nothing is delivered during the initializer, so the caller renders its initial state itself.
    public init(store: FlowStore<Reducer>, deliver: @escaping @MainActor (FlowDelivery<Reducer>) -> Void) {
        self.deliver = deliver
        observation = store.attach { [weak self, pending] snapshot in
            guard pending.push(snapshot) else { return }
            Task { @MainActor [weak self] in
                self?.flush()
            }
        }
    }

    /// Whether the relay has stopped delivering.
    public var isCancelled: Bool {
        observation?.isCancelled ?? true
    }

    /// Stops the deliveries, those already on their way to the main actor included. Calling it again does nothing.
    public func cancel() {
        observation?.cancel()
    }

    private func flush() {
        let deliveries = pending.take()
        for delivery in deliveries {
            // A delivery may cancel the relay (a route that dismisses the screen); what follows it is dropped.
            guard !isCancelled else { return }
            deliver(delivery)
        }
    }
}
