import IntentFlowManifest

/// One pattern of a case label in a reducer's `switch (state, signal)`, read by case names:
/// `(.scanning, .event(.devicesFound(let devices)))` is the state `scanning` and the event `devicesFound`.
///
/// Names, not values, are compared with traces, so `(.scanning, .event(.devicesFound([])))` and the binding pattern
/// for the same event read alike; the first says it is ``isConditional`` (it matches only some values).
package struct ReducerPattern: Hashable, Sendable {
    /// The state case the pattern names, or `nil` for any state (`_`, `let current`).
    package var state: String?
    /// Whether the pattern matches intents or events, or `nil` for any signal (`_`, `let signal`).
    package var signalKind: TraceSignal.Kind?
    /// The intent or event case the pattern names, or `nil` for any case of its kind (`.intent`, `.event(_)`).
    package var signal: String?
    /// Whether the pattern matches only some values of its cases: an argument that is a value (`[]`, `true`,
    /// `.noDevices`) rather than a binding or `_`.
    package var isConditional: Bool
    /// The pattern as written, whitespace collapsed.
    package var text: String
    /// Where the pattern starts.
    package var location: SourceLocation

    /// Creates a pattern.
    package init(
        state: String?, signalKind: TraceSignal.Kind?, signal: String?, isConditional: Bool, text: String,
        location: SourceLocation
    ) {
        self.state = state
        self.signalKind = signalKind
        self.signal = signal
        self.isConditional = isConditional
        self.text = text
        self.location = location
    }

    /// Whether the pattern's signal part admits `signal` (by kind and name).
    package func admits(_ signal: TraceSignal) -> Bool { admits(signal.name, as: signal.kind) }

    /// Whether the pattern's signal part admits the intent or event `name`.
    package func admits(_ name: String, as kind: TraceSignal.Kind) -> Bool {
        (signalKind == nil || signalKind == kind) && (signal == nil || signal == name)
    }

    /// Whether a switch reaching this pattern with `trace`'s state and signal can run its case: a trace from `_`
    /// (every state) is matched only by a pattern for any state.
    package func matches(_ trace: AcceptanceTrace) -> Bool {
        let stateMatches = state == nil || (!trace.from.isAnyState && state == trace.from.name)
        return stateMatches && admits(trace.signal)
    }

    /// Whether `trace` declares (some of) what this pattern handles: the signal fits, and the trace's state is the
    /// pattern's, or either one stands for every state.
    package func isDeclared(by trace: AcceptanceTrace) -> Bool {
        overlaps(trace.from) && admits(trace.signal)
    }

    /// Whether an `undeclared:` entry covers (some of) what this pattern handles, as ``isDeclared(by:)`` reads a
    /// trace: the entry's state is the pattern's or either one stands for every state, and the pattern admits the
    /// entry's signal as one of `kinds` (what the manifest declares that name as: an intent, an event or both, since
    /// the entry names a signal without saying which).
    package func isLeftUndeclared(by entry: UndeclaredPair, as kinds: [TraceSignal.Kind]) -> Bool {
        overlaps(entry.state) && kinds.contains { admits(entry.signal.name, as: $0) }
    }

    /// Whether the pattern's state and `name` (a trace's or an entry's source state) can be the same state.
    private func overlaps(_ name: TraceName) -> Bool {
        state == nil || name.isAnyState || state == name.name
    }
}

extension TraceName {
    /// Whether the name is `_`: the source state of a transition that applies in every state.
    package var isAnyState: Bool { name == "_" }
}
