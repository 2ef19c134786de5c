/// Carries snapshots from a store's actor to the main actor, coalescing states but keeping every output and
/// route in the order the steps produced them, so a burst of signals costs one main-actor hop instead of one per
/// signal.
final class SnapshotRelay<Reducer: FlowReducer>: Sendable {
    private struct Contents: Sendable {
        var state: Reducer.State?
        var deliveries: [FlowDelivery<Reducer>] = []
        var deliveryScheduled = false
    }

    private let contents = Locked(Contents())

    /// Adds a snapshot; returns whether the caller must schedule a delivery.
    func push(_ snapshot: FlowSnapshot<Reducer>) -> Bool {
        contents.withLock { contents in
            contents.state = snapshot.state
            if let step = snapshot.step {
                // A step's outputs come before its routes, as the view model has always delivered them.
                contents.deliveries += step.outputs.map(FlowDelivery.output)
                contents.deliveries += step.routes.map(FlowDelivery.route)
            }
            defer { contents.deliveryScheduled = true }
            return !contents.deliveryScheduled
        }
    }

    /// Takes everything that arrived, the latest state first; the next push schedules a new delivery.
    func take() -> [FlowDelivery<Reducer>] {
        contents.withLock { contents in
            defer { contents = Contents() }
            return (contents.state.map { [FlowDelivery.state($0)] } ?? []) + contents.deliveries
        }
    }
}
