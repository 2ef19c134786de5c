extension StoreStep {
    /// A step written out by a scenario rather than derived from a trace: every part given as Swift source.
    init(
        method: Method, signal: String, state: String, effects: [Effect], cancellations: [String], outputs: [String],
        routes: [String]
    ) {
        self.method = method
        self.signal = signal
        self.state = state
        self.effects = effects
        self.cancellations = cancellations
        self.outputs = outputs
        self.routes = routes
        stateValues = [:]
        fieldValues = [:]
    }
}
