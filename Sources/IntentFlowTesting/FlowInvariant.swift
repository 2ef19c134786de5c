import IntentFlow

/// An invariant of a manifest that can be run: a predicate over every state a ``FlowConformance`` exploration
/// reaches, over every step it makes, or both.
///
/// Generated conformance tests build one for each invariant that carries `state:` or `step:` in the manifest:
///
/// ```swift
/// FlowInvariant<UploadFlow>(
///     "Only one upload runs at a time.",
///     step: { step in step.runs(of: "upload") <= 1 })
/// ```
///
/// A violation names the invariant, the state, and the shortest path to it (``InvariantViolation``).
public struct FlowInvariant<Reducer: FlowReducer>: Sendable {
    /// The invariant as the manifest words it.
    public var text: String
    /// Whether a state satisfies it: checked in the initial state and after every step.
    public var state: (@Sendable (Reducer.State) -> Bool)?
    /// Whether a step satisfies it: checked after every step.
    public var step: (@Sendable (FlowInvariantStep<Reducer>) -> Bool)?

    /// Creates an invariant checked on states, on steps, or both.
    public init(
        _ text: String, state: (@Sendable (Reducer.State) -> Bool)? = nil,
        step: (@Sendable (FlowInvariantStep<Reducer>) -> Bool)? = nil
    ) {
        self.text = text
        self.state = state
        self.step = step
    }
}
