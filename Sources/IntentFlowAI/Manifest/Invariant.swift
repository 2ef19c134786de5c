/// A rule that must always hold for a feature, in its owners' words.
public struct Invariant: Hashable, Sendable {
    /// The rule as written.
    public var text: String
    /// Where it is written.
    public var location: SourceLocation

    /// Creates an invariant.
    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
