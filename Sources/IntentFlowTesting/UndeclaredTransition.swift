/// A state and signal for which a manifest deliberately declares no trace (its `undeclared:` list): whatever the
/// reducer does there, ``FlowConformance`` does not report it as undeclared.
public struct UndeclaredTransition: Hashable, Sendable {
    /// The state case; `nil` for every state (`_`).
    public var source: String?
    /// The intent or event case.
    public var signal: String

    /// Creates an exemption; `source` `nil` means every state.
    public init(from source: String?, on signal: String) {
        self.source = source
        self.signal = signal
    }
}
