/// A position in a template file: the file as it is shown in messages, a 1-based line and a 1-based column.
///
/// Columns count characters (not bytes), so a caret lines up under the tag in an editor.
public struct TemplateLocation: Sendable, Hashable, CustomStringConvertible {
    /// The template's file path or name, as messages show it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and CI problem matchers read.
    public var description: String { "\(file):\(line):\(column)" }
}
