/// An observer as the store keeps it: the callback, and the state of the observation that owns it.
///
/// The store holds this, never the ``FlowObservation`` itself, so releasing the observation ends it.
struct FlowObserver<Reducer: FlowReducer>: Sendable {
    /// The owning observation's flag; holding it does not keep the observation alive.
    private let active: Locked<Bool>
    /// Receives snapshots on the store's actor.
    let callback: @Sendable (FlowSnapshot<Reducer>) -> Void

    init(observation: FlowObservation, callback: @escaping @Sendable (FlowSnapshot<Reducer>) -> Void) {
        self.active = observation.active
        self.callback = callback
    }

    /// Whether the observation is neither cancelled nor released.
    @inline(__always)
    var isActive: Bool {
        active.withLock { $0 }
    }
}
