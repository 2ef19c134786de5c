import CIntentFlowAtomics

/// The queue through which synchronous callers (``FlowStore/enqueue(_:)``, ``FlowStore/attach(_:)``) hand work
/// and effect runs hand events to a store's actor.
///
/// Every isolated member of the store takes the whole inbox before doing anything else, which keeps such work in
/// order with what the same caller does next. One drainer at a time takes it for when nothing else comes: the
/// task whose `post` finds none under way becomes it (or starts one) and goes on taking until ``endDrain()``
/// finds the inbox empty.
///
/// Taking an empty inbox — what almost every isolated member does — reads one atomic flag and takes no lock.
/// The flag is written only under the lock and always says whether `items` is non-empty. It is sound to skip
/// the lock when it reads `false`:
/// - A `post` that happened before the take (the same caller enqueued, then awaited a member) stored `true`
///   before the take's load, so the load sees `true` or a later store; a later `false` comes only from a take
///   that took that item under the lock.
/// - A `post` concurrent with the take has no order to keep with it; if it made the inbox non-empty it also
///   scheduled a task that takes it, and that task starts after the `post`, so it sees the flag set.
/// Reading `true` leads to the lock, which orders everything about `items` itself.
@usableFromInline
final class StoreInbox<Reducer: FlowReducer>: @unchecked Sendable {
    @usableFromInline let items = Locked(Contents())
    /// Whether `items` is non-empty; written under `items`' lock, read without it (see above).
    @usableFromInline let pending: UnsafeMutablePointer<Bool>

    /// The queued items, whether a drainer is under way, and whether a task waits in the store's `settle()`.
    @usableFromInline
    struct Contents {
        @usableFromInline var items: [InboxItem<Reducer>] = []
        @usableFromInline var draining = false
        @usableFromInline var settleWaiting = false
    }

    init() {
        pending = .allocate(capacity: 1)
        pending.initialize(to: false)
    }

    deinit {
        pending.deinitialize(count: 1)
        pending.deallocate()
    }

    /// Adds `item`; returns whether no drainer was under way, in which case the caller becomes it.
    @usableFromInline
    func post(_ item: InboxItem<Reducer>) -> Bool {
        items.withLock { contents in
            contents.items.append(item)
            intentflow_flag_store(pending, true)
            defer { contents.draining = true }
            return !contents.draining
        }
    }

    /// Adds the end of a run; returns whether the caller must drain, which it must only if a task waits in
    /// `settle()` and no drainer is under way.
    ///
    /// Nothing else needs a run's end at once: every isolated member that reads the runs takes the inbox first.
    /// Left queued, the end costs no actor turn of its own; it goes with the next thing the store does.
    @usableFromInline
    func postEnd(_ item: InboxItem<Reducer>) -> Bool {
        items.withLock { contents in
            contents.items.append(item)
            intentflow_flag_store(pending, true)
            guard contents.settleWaiting, !contents.draining else { return false }
            contents.draining = true
            return true
        }
    }

    /// Says a task is about to wait in `settle()`, so that runs ending from now on drain; returns `false` if
    /// something is queued, which the caller takes before it waits.
    @usableFromInline
    func announceSettleWaiter() -> Bool {
        items.withLock { contents in
            contents.settleWaiting = true
            return contents.items.isEmpty
        }
    }

    /// Says no task waits in `settle()` any more.
    @usableFromInline
    func settleWaitersGone() {
        items.withLock { $0.settleWaiting = false }
    }

    /// Called by the drainer after each turn: returns `true`, ending the drain, if nothing is queued; `false` if
    /// more came meanwhile, for the drainer to take too.
    @usableFromInline
    func endDrain() -> Bool {
        items.withLock { contents in
            if contents.items.isEmpty { contents.draining = false }
            return !contents.draining
        }
    }

    /// Removes and returns everything queued, oldest first.
    @inlinable
    func take() -> [InboxItem<Reducer>] {
        guard intentflow_flag_load(pending) else { return [] }
        return items.withLock { contents in
            intentflow_flag_store(pending, false)
            defer { contents.items = [] }
            return contents.items
        }
    }

    /// Whether nothing is queued.
    @inlinable
    var isEmpty: Bool {
        items.withLock { $0.items.isEmpty }
    }
}
