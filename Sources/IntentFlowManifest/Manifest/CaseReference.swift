/// A case named by another part of the manifest, where it is written: an event an effect's `emits:` lists.
public struct CaseReference: Hashable, Sendable {
    /// The case name as written.
    public var name: String
    /// Where the name is written.
    public var location: SourceLocation

    /// Creates a reference.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
