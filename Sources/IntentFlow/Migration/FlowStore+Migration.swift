// Earlier spellings of FlowStore members: intentflow-ios 0.1.3's and this runtime's own (Docs/Migration.md).

extension FlowStore {
    /// The intentflow-ios 0.1.3 store's name for its reducer's outputs.
    @available(*, deprecated, renamed: "Reducer.Output", message: "intentflow-ios 0.1.3 spelling: write Reducer.Output")
    public typealias Output = Reducer.Output

    /// The intentflow-ios 0.1.3 store's name for its reducer's routes.
    @available(*, deprecated, renamed: "Reducer.Route", message: "intentflow-ios 0.1.3 spelling: write Reducer.Route")
    public typealias Route = Reducer.Route

    /// The earlier name of ``send(event:)``: `receive` now means what a test store does with an event an effect
    /// sends back.
    @available(*, deprecated, renamed: "send(event:)", message: "intentflow-ios 0.1.3 spelling: write send(event:)")
    @inlinable
    public func receive(_ event: Event) {
        send(event: event)
    }
}
