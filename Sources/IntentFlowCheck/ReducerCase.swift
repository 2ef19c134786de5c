import IntentFlowAI

/// One case label of a reducer's `switch (state, signal)` with what its body returns, as ``ReducerSwitchReader``
/// reads it.
public struct ReducerCase: Hashable, Sendable {
    /// The patterns the label lists (`case (.a, .intent(.x)), (.b, .intent(.x)):` has two); empty for `default:`.
    public var patterns: [ReducerPattern]
    /// Whether the label has a `where` clause, so it may not run even when a pattern matches.
    public var hasGuard: Bool
    /// The state cases the body returns (`return .state(.x…)`, `Next(state: .x…)`).
    public var targets: Set<String>
    /// Whether the body returns the state it was given (`.state(state)`).
    public var keepsState: Bool
    /// Whether the body returns a state whose case cannot be read (`.state(next)`, a helper's result) or returns
    /// no `.state(…)` that can be seen; such a case is taken to do what any trace asks.
    public var hasUnreadTarget: Bool
    /// Where the `case` or `default` keyword is.
    public var location: SourceLocation
    /// The byte offset of the keyword in its file.
    public var offset: Int
    /// The byte offset where the body ends: the next label, or the `}` closing the switch.
    public var end: Int

    /// Creates a case.
    public init(
        patterns: [ReducerPattern], hasGuard: Bool, targets: Set<String>, keepsState: Bool, hasUnreadTarget: Bool,
        location: SourceLocation, offset: Int, end: Int
    ) {
        self.patterns = patterns
        self.hasGuard = hasGuard
        self.targets = targets
        self.keepsState = keepsState
        self.hasUnreadTarget = hasUnreadTarget
        self.location = location
        self.offset = offset
        self.end = end
    }

    /// Whether this is the `default:` label.
    public var isDefault: Bool { patterns.isEmpty }

    /// Whether the body can end in `trace`'s state after. A `default:` that keeps the state does what a trace that
    /// stays and asks for nothing else says, and nothing more.
    public func reaches(_ trace: AcceptanceTrace) -> Bool {
        if hasUnreadTarget || targets.contains(trace.to.name) { return true }
        guard keepsState, trace.to.name == trace.from.name else { return false }
        return !isDefault
            || (trace.effects.isEmpty && trace.cancellations.isEmpty && trace.outputs.isEmpty && trace.routes.isEmpty)
    }
}
