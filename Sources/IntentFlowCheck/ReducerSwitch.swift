/// A `switch (state, signal)` of a reducer: its case labels in order and where its braces are.
package struct ReducerSwitch: Hashable, Sendable {
    /// The labels, in the order Swift tries them (`default:` included).
    package var cases: [ReducerCase]
    /// The byte offset of the `{` that opens the switch body.
    package var openBrace: Int
    /// The byte offset of the `}` that closes it.
    package var closeBrace: Int

    /// Creates a switch.
    package init(cases: [ReducerCase], openBrace: Int, closeBrace: Int) {
        self.cases = cases
        self.openBrace = openBrace
        self.closeBrace = closeBrace
    }

    /// The `default:` label, if the switch has one.
    package var defaultCase: ReducerCase? { cases.first(where: \.isDefault) }
}
