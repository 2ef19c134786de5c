/// A filter the program using the engine adds by name, such as the generator's `swiftIdentifier`.
///
/// The engine's own filters change letters and lines, which any output needs. What a name must look like in one
/// language (its keywords, its escaping) belongs to the program that writes that language, so it comes in from
/// outside (``Template/init(source:name:path:filters:)``) and the engine stays generic. Two named filters are the
/// same filter when their names are: a template refers to a filter by name only.
package struct NamedFilter: Sendable, Hashable {
    /// The name templates write after `|`.
    package let name: String
    /// What the filter does to a value's text.
    let transform: @Sendable (String) -> String

    /// Creates the filter templates call `name`; it is not consulted for a built-in filter's name.
    package init(_ name: String, transform: @escaping @Sendable (String) -> String) {
        self.name = name
        self.transform = transform
    }

    /// Whether two filters have the same name.
    package static func == (lhs: NamedFilter, rhs: NamedFilter) -> Bool { lhs.name == rhs.name }

    /// Hashes the name, the filter's identity.
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
