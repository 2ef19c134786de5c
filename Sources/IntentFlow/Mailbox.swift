/// The lock-protected queue through which every signal reaches a store.
///
/// Callers append without hopping onto the store's actor; the actor takes the whole queue at once and applies
/// it in order. Taking swaps the queue with the actor's emptied buffer, so steady sending allocates nothing.
final class Mailbox<Reducer: FlowReducer>: Sendable {
    private struct Contents: Sendable {
        var items: [MailItem<Reducer>] = []
        var drainScheduled = false
    }

    /// What ``post(_:)`` tells its caller.
    struct Receipt {
        /// The queue was idle: the caller must arrange for the store to drain it.
        var needsDrain: Bool
        /// How many items are waiting, including the one just posted.
        var backlog: Int
    }

    private let contents = Locked(Contents())

    /// Appends `item`.
    @inline(__always)
    func post(_ item: MailItem<Reducer>) -> Receipt {
        contents.withLock { contents in
            contents.items.append(item)
            let needsDrain = !contents.drainScheduled
            contents.drainScheduled = true
            return Receipt(needsDrain: needsDrain, backlog: contents.items.count)
        }
    }

    /// Moves every waiting item into `buffer`, which must be empty, and returns whether there were any.
    /// When there were none, the queue counts as idle again: the next post asks for a drain.
    @inline(__always)
    func take(into buffer: inout [MailItem<Reducer>]) -> Bool {
        contents.withLock { contents in
            if contents.items.isEmpty {
                contents.drainScheduled = false
                return false
            }
            swap(&contents.items, &buffer)
            return true
        }
    }

    /// Whether nothing is waiting.
    var isEmpty: Bool {
        contents.withLock { $0.items.isEmpty }
    }
}
