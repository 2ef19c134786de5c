/// A value in scope in the `switch` case generated for a trace: one of its signal's associated values or one of its
/// source state's, under the name the case binds it to.
struct TraceBinding: Hashable, Sendable {
    /// The associated value.
    let parameter: ParameterContext
    /// The name the pattern binds, as Swift source: `message`, `` `default` ``, `currentDeviceID`.
    let name: String
    /// The value a generated test gives it, or `nil` when its type has no sample.
    let sample: String?
    /// Whether it comes from the signal (`true`) or from the state before (`false`).
    let isFromSignal: Bool
}
