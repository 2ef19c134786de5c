/// Carries snapshots from a store's actor to the main actor, coalescing states but keeping every output and
/// route, so a burst of signals costs one main-actor hop instead of one per signal.
final class SnapshotRelay<Reducer: FlowReducer>: Sendable {
    /// What has arrived since the main actor last took it.
    struct Batch: Sendable {
        /// The latest state, if any arrived.
        var state: Reducer.State?
        /// Every output, in order.
        var outputs: [Reducer.Output] = []
        /// Every route, in order.
        var routes: [Reducer.Route] = []
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
                contents.batch.outputs += step.outputs
                contents.batch.routes += step.routes
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
