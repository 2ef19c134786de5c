/// The queue through which synchronous callers (``FlowStore/enqueue(_:)``, ``FlowStore/attach(_:)``) hand work
/// to a store's actor.
///
/// Every isolated member of the store takes the whole inbox before doing anything else, which keeps such work in
/// order with what the same caller does next. A caller that finds the inbox empty also schedules a task that
/// takes it, for when nothing else comes.
@usableFromInline
final class StoreInbox<Reducer: FlowReducer>: Sendable {
    @usableFromInline let items = Locked<[InboxItem<Reducer>]>([])

    init() {}

    /// Adds `item`; returns whether the inbox was empty, in which case the caller schedules a drain.
    @usableFromInline
    func post(_ item: InboxItem<Reducer>) -> Bool {
        items.withLock { items in
            items.append(item)
            return items.count == 1
        }
    }

    /// Removes and returns everything queued, oldest first.
    @inlinable
    func take() -> [InboxItem<Reducer>] {
        items.withLock { items in
            guard !items.isEmpty else { return [] }
            defer { items = [] }
            return items
        }
    }

    /// Whether nothing is queued.
    @inlinable
    var isEmpty: Bool {
        items.withLock { $0.isEmpty }
    }
}
