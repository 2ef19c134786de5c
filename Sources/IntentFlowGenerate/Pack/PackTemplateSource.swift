/// One template file of a pack, as read: its name, its text and the path messages show for it.
public struct PackTemplateSource: Hashable, Sendable {
    /// The name partials, parents and file entries use: the path in the pack without `.mustache`.
    public var name: String
    /// The template text.
    public var source: String
    /// The file as messages show it, e.g. `Templates/contract.swift.mustache`.
    public var displayPath: String

    /// Creates a template source.
    public init(name: String, source: String, displayPath: String) {
        self.name = name
        self.source = source
        self.displayPath = displayPath
    }
}
