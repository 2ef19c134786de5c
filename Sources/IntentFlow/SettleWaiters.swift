/// The tasks waiting in ``FlowStore/settle()`` for the store to become idle.
///
/// Cancellation can reach a waiter before it registers; such a waiter is remembered as abandoned so its
/// registration resumes it at once instead of leaving it suspended.
@usableFromInline
struct SettleWaiters: Sendable {
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var abandoned: Set<Int> = []
    private var lastID = 0

    /// A fresh waiter id.
    mutating func makeID() -> Int {
        lastID += 1
        return lastID
    }

    /// Registers a waiter; returns `false` when it was already abandoned and must resume at once.
    mutating func register(_ id: Int, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
        if abandoned.remove(id) != nil { return false }
        waiting[id] = continuation
        return true
    }

    /// Removes a cancelled waiter and returns its continuation, or remembers it as abandoned if not registered.
    mutating func abandon(_ id: Int) -> CheckedContinuation<Void, Never>? {
        if let continuation = waiting.removeValue(forKey: id) { return continuation }
        abandoned.insert(id)
        return nil
    }

    /// Removes and returns every registered waiter.
    mutating func removeAll() -> [CheckedContinuation<Void, Never>] {
        defer { waiting.removeAll() }
        return Array(waiting.values)
    }
}
