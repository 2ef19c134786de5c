import IntentFlowManifest

/// Where one parameter of a case a trace builds takes its value from.
enum TraceArgument: Hashable, Sendable {
    /// A value in scope: the index of a ``TraceBinding`` in ``TraceBindings/values``.
    case binding(Int)
    /// The trace writes its value: Swift source such as `.noDevices` or `"bad email"`.
    case value(String)
    /// The trace computes its value: a Swift expression over the names it binds, such as `n + 1`.
    case expression(TraceExpression)
    /// Nothing in the trace gives it a value, and its type's placeholder (`""`, `0`, `nil`, …) stands in.
    case placeholder(String)
    /// A field of a struct state the trace does not write: it keeps its value. The reducer reads it as
    /// `state.<field>` (Swift source `reducerValue`), so its pattern binds nothing for it; a test expects the value it
    /// started the field with: the sample of the state before's binding `binding`, or `start` (the field's sample,
    /// which every test of a trace from any state starts the field with).
    case kept(reducerValue: String, binding: Int?, start: String)
    /// Nothing in the trace gives it a value and its type has no placeholder: the trace cannot be generated.
    case missing
}
