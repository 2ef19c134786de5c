/// A state or step where a ``FlowInvariant`` does not hold, found by ``FlowConformance``, with the shortest path
/// that reaches it.
public struct InvariantViolation: Equatable, Sendable, CustomStringConvertible {
    /// The invariant as the manifest words it.
    public var invariant: String
    /// From the initial state, each state's case and the signal's case that left it, ending with the case of the
    /// state that breaks the invariant (after the step that breaks it).
    public var path: [String]
    /// The state after the step (or the initial state), as it describes itself.
    public var state: String
    /// The signal of the step that breaks it, as sent; `nil` when the initial state does.
    public var signalValue: String?

    /// Creates a violation.
    public init(invariant: String, path: [String], state: String, signalValue: String?) {
        self.invariant = invariant
        self.path = path
        self.state = state
        self.signalValue = signalValue
    }

    /// The violation in a sentence: the invariant, the state and the path.
    public var description: String {
        let step = signalValue.map { " after \($0)" } ?? " in the initial state"
        return "invariant '\(invariant)' does not hold\(step): state \(state); path: \(path.joined(separator: " → "))"
    }
}
