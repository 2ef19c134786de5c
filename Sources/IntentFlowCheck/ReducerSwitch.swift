/// A `switch (state, signal)` of a reducer: its case labels in order and where its braces are.
public struct ReducerSwitch: Hashable, Sendable {
    /// The labels, in the order Swift tries them (`default:` included).
    public var cases: [ReducerCase]
    /// The byte offset of the `{` that opens the switch body.
    public var openBrace: Int
    /// The byte offset of the `}` that closes it.
    public var closeBrace: Int

    /// Creates a switch.
    public init(cases: [ReducerCase], openBrace: Int, closeBrace: Int) {
        self.cases = cases
        self.openBrace = openBrace
        self.closeBrace = closeBrace
    }

    /// The `default:` label, if the switch has one.
    public var defaultCase: ReducerCase? { cases.first(where: \.isDefault) }
}
