/// A case named by another part of the manifest, where it is written: an event an effect's `emits:` lists.
package struct CaseReference: Hashable, Sendable {
    /// The case name as written.
    package var name: String
    /// Where the name is written.
    package var location: SourceLocation

    /// Creates a reference.
    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
