import IntentFlow

extension FlowStore {
    /// Waits up to `timeout` for the first snapshot that satisfies `predicate`, starting with the current one;
    /// returns `nil` when none came in time.
    ///
    /// ```swift
    /// await store.send(.connect)
    /// let connected = await store.first(where: { $0.state.isConnected }, timeout: .seconds(1))
    /// #expect(connected != nil)
    /// ```
    public nonisolated func first(
        where predicate: @escaping @Sendable (FlowSnapshot<Reducer>) -> Bool,
        timeout: Duration
    ) async -> FlowSnapshot<Reducer>? {
        await withTimeout(timeout) { await self.first(where: predicate) } ?? nil
    }
}
