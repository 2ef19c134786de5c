import IntentFlowTesting

/// Awaits `condition` by yielding, up to `limit`; returns whether it came true.
func eventually(_ limit: Duration, _ condition: @escaping @Sendable () async -> Bool) async -> Bool {
    await withTimeout(limit) {
        while await !condition() {
            if Task.isCancelled { return false }
            await Task.yield()
        }
        return true
    } ?? false
}
