/// A registration of an observer with a ``FlowStore``; releasing it, or calling ``cancel()``, ends it.
///
/// Keep it as a property for as long as the observer should receive snapshots. Once ``cancel()`` has returned,
/// or the observation has been released, no callback starts. A callback running on another thread at that
/// moment finishes before ``cancel()`` returns, so the state the callback touches can be torn down right after;
/// called from inside the callback itself, ``cancel()`` returns at once. Cancelling also drops the callback, so a
/// store the callback captured is no longer kept alive by it.
public final class FlowObservation: Sendable {
    /// Shared with the store, which holds the gate, never the observation itself.
    private let gate: any ObservationGate

    init(gate: any ObservationGate) {
        self.gate = gate
    }

    deinit {
        cancel()
    }

    /// Whether the observation has ended.
    public var isCancelled: Bool {
        gate.isClosed
    }

    /// Ends the observation. Calling it again does nothing.
    ///
    /// A callback must not wait for a thread that is itself inside this method for the same observation.
    public func cancel() {
        gate.close()
    }
}
