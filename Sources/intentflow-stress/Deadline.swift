/// Runs `operation`, giving up after `limit`: a broken guarantee becomes a counted violation, not a hang.
func within<Value: Sendable>(
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

/// Awaits `condition` by yielding, up to `limit`; returns whether it came true.
func eventually(_ limit: Duration, _ condition: @escaping @Sendable () async -> Bool) async -> Bool {
    await within(limit) {
        while await !condition() {
            if Task.isCancelled { return false }
            await Task.yield()
        }
        return true
    } ?? false
}
