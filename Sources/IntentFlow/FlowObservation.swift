/// A registration of an observer with a ``FlowStore``; releasing it, or calling ``cancel()``, ends it.
///
/// Keep it as a property for as long as the observer should receive snapshots. Once ``cancel()`` has returned
/// or the observation has been released, the store starts no further callback.
public final class FlowObservation: Sendable {
    /// Shared with the store's ``FlowObserver``: the store checks it, and never holds the observation itself.
    let active = Locked(true)

    /// Creates an active observation.
    init() {}

    deinit {
        cancel()
    }

    /// Whether the observation has ended.
    public var isCancelled: Bool {
        !active.withLock { $0 }
    }

    /// Ends the observation. Calling it again does nothing.
    public func cancel() {
        active.withLock { $0 = false }
    }
}
