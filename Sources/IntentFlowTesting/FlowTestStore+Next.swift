import IntentFlow

extension FlowTestStore {
    /// What a reducer returns for one step: the state after it, and its effects, cancellations, outputs and routes.
    public typealias Expected = Next<State, Reducer.Effect, Reducer.Output, Reducer.Route>

    /// Sends `intent` and asserts that its step is exactly `next`: the state after it, and every effect,
    /// cancellation, output and route, in order.
    ///
    /// ```swift
    /// await store.send(.startScan, expecting: .state(.scanning).effect(.scan, id: "scan", policy: .cancelInFlight))
    /// ```
    @discardableResult
    public nonisolated(nonsending) func send(
        _ intent: Intent,
        expecting next: Expected,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> FlowStep<Reducer>? {
        await send(
            intent, effects: next.effects, cancellations: next.cancellations, outputs: next.outputs,
            routes: next.routes, fileID: fileID, filePath: filePath, line: line, column: column
        ) { $0 = next.state }
    }

    /// Waits for the next event the store applies, asserts it is `expectedEvent` and that its step is exactly
    /// `next` (state, effects, cancellations, outputs and routes).
    @discardableResult
    public nonisolated(nonsending) func receive(
        _ expectedEvent: Event,
        timeout: Duration? = nil,
        expecting next: Expected,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> FlowStep<Reducer>? {
        await receive(
            expectedEvent, timeout: timeout, effects: next.effects, cancellations: next.cancellations,
            outputs: next.outputs, routes: next.routes, fileID: fileID, filePath: filePath, line: line,
            column: column
        ) { $0 = next.state }
    }

    /// Sends `event` from outside the store's effects and asserts that its step is exactly `next` (state,
    /// effects, cancellations, outputs and routes).
    @discardableResult
    public nonisolated(nonsending) func send(
        event: Event,
        expecting next: Expected,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> FlowStep<Reducer>? {
        await send(
            event: event, effects: next.effects, cancellations: next.cancellations, outputs: next.outputs,
            routes: next.routes, fileID: fileID, filePath: filePath, line: line, column: column
        ) { $0 = next.state }
    }
}
