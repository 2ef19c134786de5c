/// Carries snapshots from a store's actor to the main actor, coalescing states but keeping every output and
/// route in the order the steps produced them, so a burst of signals costs one main-actor hop instead of one per
/// signal.
final class SnapshotRelay<Reducer: FlowReducer>: Sendable {
    /// What has arrived since the main actor last took it.
    struct Batch: Sendable {
        /// The latest state, if any arrived.
        var state: Reducer.State?
        /// Every output and route, in the order the steps produced them.
        var deliveries: [Delivery] = []
    }

    /// An output or a route, kept in one list so that their relative order survives the batching.
    enum Delivery: Sendable {
        case output(Reducer.Output)
        case route(Reducer.Route)
    }

    private struct Contents: Sendable {
        var batch = Batch()
        var deliveryScheduled = false
    }

    private let contents = Locked(Contents())

    /// Adds a snapshot; returns whether the caller must schedule a delivery.
    func push(_ snapshot: FlowSnapshot<Reducer>) -> Bool {
        contents.withLock { contents in
            contents.batch.state = snapshot.state
            if let step = snapshot.step {
                // A step's outputs come before its routes, as the view model has always delivered them.
                contents.batch.deliveries += step.outputs.map(Delivery.output)
                contents.batch.deliveries += step.routes.map(Delivery.route)
            }
            defer { contents.deliveryScheduled = true }
            return !contents.deliveryScheduled
        }
    }

    /// Takes everything that arrived; the next push schedules a new delivery.
    func take() -> Batch {
        contents.withLock { contents in
            contents.deliveryScheduled = false
            defer { contents.batch = Batch() }
            return contents.batch
        }
    }
}
