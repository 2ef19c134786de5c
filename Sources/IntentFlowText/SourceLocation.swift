/// A position in a file: the file as messages show it (as the user gave it, or relative to the working directory), a
/// 1-based line and a 1-based column. One type for every file intentflow reads: templates here, manifests, packs and
/// Swift sources in the modules above (IntentFlowManifest re-exports it).
///
/// Columns are counted in characters for templates and in Unicode scalars for manifests (the same but for combined
/// characters), never in bytes, so a caret lines up under the text in an editor.
package struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file's path or name, as messages show it.
    package var file: String
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in characters.
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers, editors and CI problem matchers read.
    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
