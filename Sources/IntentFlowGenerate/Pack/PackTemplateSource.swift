/// One template file of a pack, as read: its name, its text and the path messages show for it.
package struct PackTemplateSource: Hashable, Sendable {
    /// The name partials, parents and file entries use: the path in the pack without `.mustache`.
    package var name: String
    /// The template text.
    package var source: String
    /// The file as messages show it, e.g. `Templates/contract.swift.mustache`.
    package var displayPath: String

    /// Creates a template source.
    package init(name: String, source: String, displayPath: String) {
        self.name = name
        self.source = source
        self.displayPath = displayPath
    }
}
