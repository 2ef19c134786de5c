/// Runs `operation`, giving up after `limit`: returns its result, or `nil` when time ran out first (the operation
/// is then cancelled). What the test store and the stress tool bound their waits with, so a broken guarantee
/// fails instead of hanging.
package func withTimeout<Value: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async -> Value
) async -> Value? {
    await withTaskGroup(of: Value?.self) { group in
        group.addTask { await operation() }
        group.addTask {
            try? await Task.sleep(for: limit)
            return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
    }
}
