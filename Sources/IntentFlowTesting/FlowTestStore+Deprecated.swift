import IntentFlow

// Earlier spellings of FlowTestStore members (Docs/Migration.md). `deliver` was the test store's word for an event
// from outside, which FlowStore called `receive`; both now say `send(event:)`, and `receive` means only an event an
// effect sent back.
extension FlowTestStore {
    /// The earlier name of ``send(event:effects:cancellations:outputs:routes:fileID:filePath:line:column:_:)``.
    @available(
        *, deprecated, renamed: "send(event:effects:cancellations:outputs:routes:fileID:filePath:line:column:_:)"
    )
    @discardableResult
    public nonisolated(nonsending) func deliver(
        _ event: Event,
        effects: [EffectRequest<Reducer.Effect>]? = nil,
        cancellations: [EffectID]? = nil,
        outputs: [Reducer.Output]? = nil,
        routes: [Reducer.Route]? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ updateExpectedState: ((inout State) throws -> Void)? = nil
    ) async -> FlowStep<Reducer>? {
        await send(
            event: event, effects: effects, cancellations: cancellations, outputs: outputs, routes: routes,
            fileID: fileID, filePath: filePath, line: line, column: column, updateExpectedState)
    }

    /// The earlier name of ``send(event:expecting:fileID:filePath:line:column:)``.
    @available(*, deprecated, renamed: "send(event:expecting:fileID:filePath:line:column:)")
    @discardableResult
    public nonisolated(nonsending) func deliver(
        _ event: Event,
        expecting next: Expected,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> FlowStep<Reducer>? {
        await send(event: event, expecting: next, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
