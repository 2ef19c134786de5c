/// One field of a feature's state when the state is a struct (0.2 `fields:`), e.g. `query: String = ""`.
///
/// A feature with fields has a struct state: the fields, plus a `phase` when `states:` also lists cases. Every
/// state case carries the fields as trailing labelled parameters in the trace model (``CaseParameter/isField``), so
/// traces name the fields they read or change as arguments of the state (`searching(query: q)`) and every field a
/// trace does not name keeps its value.
package struct StateField: Hashable, Sendable {
    /// The field's name, a Swift identifier.
    package var name: String
    /// The Swift type, in canonical spacing.
    package var type: String
    /// The Swift expression the field starts with: `""`, `[]`, `nil`.
    package var defaultValue: String
    /// Where the field is written.
    package var location: SourceLocation

    /// Creates a field.
    package init(name: String, type: String, defaultValue: String, location: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
    }

    /// The name traces use for the state of a feature that has fields and no `states:`: `state(query: q)`.
    package static let implicitStateName = "state"
}
