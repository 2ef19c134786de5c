/// The Swift Boolean expression an invariant carries as its check (`state:` or `step:`), with where it is written so
/// that generated code can point a compile error back at the manifest.
package struct InvariantPredicate: Hashable, Sendable {
    /// The expression as written: over `state` for a `state:` check, over `step` (a `FlowInvariantStep`) for a
    /// `step:` check.
    package var text: String
    /// Where it is written.
    package var location: SourceLocation

    /// Creates a predicate.
    package init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
