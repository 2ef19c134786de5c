import IntentFlow

/// One acceptance trace as ``FlowConformance`` checks it: in a state (or any state), on a signal, the reducer moves
/// to a state case and decides exactly these effects, cancellations, outputs and routes, all by case name.
///
/// ```swift
/// DeclaredTransition<LoginFlow>(
///     "idle + submit -> validating + validate effect",
///     from: "idle", on: .intent("submit"),
///     next: .state("validating").effect("validate", id: "login.validate", policy: .cancelInFlight))
/// ```
///
/// A trace that writes values on its state or signal (`resolved(true)`) applies only where ``condition`` holds;
/// the reducer checks such cases before the one that binds, so conformance does too.
public struct DeclaredTransition<Reducer: FlowReducer>: Sendable {
    /// The trace as written, for messages; generated tests put the manifest's file and line before it.
    public var text: String
    /// The state case it starts from; `nil` for a trace from any state (`_`).
    public var source: String?
    /// The signal case it handles.
    public var signal: FlowSignal<String, String>
    /// What the reducer must decide, by case name. A state named ``keptState`` (`_`) is the case the step starts in:
    /// a trace that keeps its state (`_ + typed(t) -> _(text: t)`) holds in every state.
    public var next: NamedNext
    /// Whether the trace applies to a state and signal of its cases, for a trace that writes values; `nil` when it
    /// applies to all of them.
    public var condition: (@Sendable (Reducer.State, FlowSignal<Reducer.Intent, Reducer.Event>) -> Bool)?
    /// Whether the reducer may not implement the trace yet, so that keeping the state and deciding nothing is
    /// accepted as well: generated tests set it for a trace the generator could write no case for (a value nothing
    /// gives, said in the reducer and in the trace's skipped test).
    public var isPending: Bool

    /// The state name of a ``next`` that keeps the case the step starts in, whatever it is (no case is named `_`).
    public static var keptState: String { NamedNext.keptState }

    /// Creates a transition; `source` `nil` means any state.
    public init(
        _ text: String, from source: String?, on signal: FlowSignal<String, String>, next: NamedNext,
        isPending: Bool = false,
        when condition: (@Sendable (Reducer.State, FlowSignal<Reducer.Intent, Reducer.Event>) -> Bool)? = nil
    ) {
        self.text = text
        self.source = source
        self.signal = signal
        self.next = next
        self.isPending = isPending
        self.condition = condition
    }

    /// How closely it fits a state and signal it applies to, best first: a named state before any state, and a
    /// trace with values before one without (the order of the reducer's cases).
    var rank: Int {
        (source == nil ? 2 : 0) + (condition == nil ? 1 : 0)
    }
}
