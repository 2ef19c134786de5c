/// A rule that must always hold for a feature, in its owners' words, and optionally a check that runs it.
///
/// Written as a string it is prose, for people and agents. Written as a mapping it also carries a Swift Boolean
/// expression the generated conformance test runs in every state it reaches (`state:`) or after every step
/// (`step:`).
package struct Invariant: Hashable, Sendable {
    /// The rule as written.
    package var text: String
    /// Where it is written.
    package var location: SourceLocation
    /// The check over every state reached, if any.
    package var state: InvariantPredicate?
    /// The check over every step made, if any.
    package var step: InvariantPredicate?

    /// Creates an invariant.
    package init(
        text: String, location: SourceLocation, state: InvariantPredicate? = nil, step: InvariantPredicate? = nil
    ) {
        self.text = text
        self.location = location
        self.state = state
        self.step = step
    }

    /// Whether something runs it.
    package var isChecked: Bool { state != nil || step != nil }
}
