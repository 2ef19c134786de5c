/// A state and signal a manifest deliberately leaves without a trace (0.2 `undeclared:`, written `state + signal`,
/// `_` for every state): the generated conformance test accepts whatever the reducer does there.
package struct UndeclaredPair: Hashable, Sendable {
    /// The entry as written.
    package var text: String
    /// The state (`_` for every state), with where it is written.
    package var state: TraceName
    /// The intent or event, with where it is written.
    package var signal: TraceName

    /// Whether the entry applies in every state (`_ + signal`).
    package var isForAnyState: Bool { state.name == TraceSyntax.anyState }

    /// Creates an entry.
    package init(text: String, state: TraceName, signal: TraceName) {
        self.text = text
        self.state = state
        self.signal = signal
    }
}
