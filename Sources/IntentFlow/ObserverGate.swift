/// One observer's callback behind a lock: the store calls through the gate, and cancelling closes it.
///
/// The callback runs while the gate's lock is held, so ``close()`` called from another thread waits for a
/// callback already running to return, and once it has returned no callback starts. Called from inside the
/// callback, on the same thread, the lock is taken again and ``close()`` returns at once. Closing drops the
/// callback, and with it whatever the callback captured — a store it captures is no longer kept alive.
@usableFromInline
final class ObserverGate<Reducer: FlowReducer>: ObservationGate, @unchecked Sendable {
    /// The callback with the store it observes; `nil` once closed.
    @usableFromInline typealias Callback = @Sendable (FlowSnapshot<Reducer>, FlowStore<Reducer>) -> Void

    // Reentrant: a callback that cancels its own observation takes the lock a second time. The lock guards
    // `callback`, a stored property rather than the lock's value: reading it into a local makes a copy that the
    // nested write in `close()` cannot pull from under the call, where an `inout` value would alias.
    private let lock = Locked((), reentrant: true)
    private var callback: Callback?

    init(_ callback: @escaping Callback) {
        self.callback = callback
    }

    /// Calls the callback unless the gate is closed; returns whether it is still open.
    @usableFromInline
    func call(_ snapshot: FlowSnapshot<Reducer>, _ store: FlowStore<Reducer>) -> Bool {
        lock.withLock { _ in
            guard let callback else { return false }
            callback(snapshot, store)
            return true
        }
    }

    /// Whether the gate has been closed.
    @usableFromInline
    var isClosed: Bool {
        lock.withLock { _ in callback == nil }
    }

    /// Closes the gate, waiting for a callback running on another thread to return.
    func close() {
        let dropped = lock.withLock { _ in
            defer { callback = nil }
            return callback
        }
        // Released outside the lock: the callback's captures may run deinitializers that observe again.
        _ = dropped
    }
}

/// What a ``FlowObservation`` needs of its gate, whatever the store's reducer.
protocol ObservationGate: Sendable {
    var isClosed: Bool { get }
    func close()
}
