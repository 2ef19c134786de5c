// intentflow-ios 0.1.3 spellings of FlowStore members (Docs/Migration.md).

extension FlowStore {
    /// The intentflow-ios 0.1.3 store's name for its reducer's outputs.
    @available(*, deprecated, renamed: "Reducer.Output", message: "intentflow-ios 0.1.3 spelling: write Reducer.Output")
    public typealias Output = Reducer.Output

    /// The intentflow-ios 0.1.3 store's name for its reducer's routes.
    @available(*, deprecated, renamed: "Reducer.Route", message: "intentflow-ios 0.1.3 spelling: write Reducer.Route")
    public typealias Route = Reducer.Route
}
