extension FlowStore {
    /// Returns once no effect is running and no signal is waiting — or once the calling task is cancelled.
    ///
    /// Tests await this instead of sleeping. It never returns while a run that does not finish is in flight (a
    /// long-lived subscription, a timer): wait for what you mean with ``first(where:)`` instead, or bound the wait
    /// with a timeout (the test store's `finish()` does).
    public func settle() async {
        while !Task.isCancelled {
            takeInbox()
            if runs.isEmpty && inbox.isEmpty {
                if settleWaiters.isEmpty { inbox.settleWaitersGone() }
                return
            }
            // A run's end is left in the inbox unless a task waits here (`StoreInbox.postEnd`): say one does, and
            // take the inbox again if an end came before that.
            guard inbox.announceSettleWaiter() else { continue }
            lastSettleWaiter += 1
            let waiter = lastSettleWaiter
            await withTaskCancellationHandler {
                await withCheckedContinuation { settleWaiters[waiter] = $0 }
            } onCancel: {
                // Runs after the registration above even when the task was cancelled before it: the hop waits
                // for the actor, which the registering code holds until it suspends.
                Task { await self.abandonSettleWaiter(waiter) }
            }
        }
    }

    /// Resumes a cancelled settle waiter, unless it was already woken.
    func abandonSettleWaiter(_ waiter: Int) {
        settleWaiters.removeValue(forKey: waiter)?.resume()
        if settleWaiters.isEmpty { inbox.settleWaitersGone() }
    }

    /// How many tasks wait in ``settle()``; for tests that drive an interleaving.
    var settleWaiterCount: Int { settleWaiters.count }

    /// Waits for the first snapshot that satisfies `predicate`, starting with the current one, and returns it; or
    /// returns `nil` once the calling task is cancelled.
    ///
    /// Wait for a state — `{ $0.state.isLoaded }` — rather than for a step: the first snapshot is the current
    /// state with `step == nil`, so a predicate on the step misses a step applied before this call and waits on.
    /// Unlike ``settle()`` it returns while long-lived runs go on. Tests bound it with the test support's
    /// `first(where:timeout:)`.
    public func first(
        where predicate: @escaping @Sendable (FlowSnapshot<Reducer>) -> Bool
    ) async -> FlowSnapshot<Reducer>? {
        let match = SnapshotMatch<Reducer>()
        let observation = observe { snapshot in
            if predicate(snapshot) { match.resolve(snapshot) }
        }
        let found = await withTaskCancellationHandler {
            await match.value()
        } onCancel: {
            match.resolve(nil)
        }
        observation.cancel()
        return found
    }

    /// The store's snapshots as an asynchronous sequence: the current one first, then one per applied signal.
    ///
    /// The sequence ends when the iterating task is cancelled; leaving the loop early does not end the
    /// observation behind it until then, so iterate in a task you cancel. `bufferingPolicy` decides what happens
    /// to snapshots the iterating task has not caught up with; by default every one is kept.
    public nonisolated func snapshots(
        bufferingPolicy: AsyncStream<FlowSnapshot<Reducer>>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<FlowSnapshot<Reducer>> {
        AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
            let observation = attach { continuation.yield($0) }
            continuation.onTermination = { _ in observation.cancel() }
        }
    }

    /// The store's states as an asynchronous sequence, as ``snapshots(bufferingPolicy:)`` delivers them.
    public nonisolated var values: AsyncStream<State> {
        AsyncStream { continuation in
            let observation = attach { continuation.yield($0.state) }
            continuation.onTermination = { _ in observation.cancel() }
        }
    }
}
