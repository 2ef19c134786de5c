/// A state and signal a manifest deliberately leaves without a trace (0.2 `undeclared:`, written `state + signal`,
/// `_` for every state): the generated conformance test accepts whatever the reducer does there.
public struct UndeclaredPair: Hashable, Sendable {
    /// The entry as written.
    public var text: String
    /// The state (`_` for every state), with where it is written.
    public var state: TraceName
    /// The intent or event, with where it is written.
    public var signal: TraceName

    /// Whether the entry applies in every state (`_ + signal`).
    public var isForAnyState: Bool { state.name == TraceSyntax.anyState }

    /// Creates an entry.
    public init(text: String, state: TraceName, signal: TraceName) {
        self.text = text
        self.state = state
        self.signal = signal
    }
}
