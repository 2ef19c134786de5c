import IntentFlowManifest
import IntentFlowText

/// One Swift file read for checking: its bytes as written and with comments and string contents blanked.
///
/// Both byte arrays have the same length and their offsets line up, so a match found in ``code`` can be located,
/// and its literal text read, in ``text``.
package struct SwiftSourceFile: Sendable {
    /// The path as diagnostics print it.
    package var path: String
    /// The path relative to the checked root, with `/` separators, which rule globs match.
    package var relativePath: String
    /// The file's bytes as written (a lone carriage return read as a line feed).
    package var text: [UInt8]
    /// The same bytes with comments and string-literal contents replaced by spaces.
    package var code: [UInt8]
    /// Where each line starts.
    package var lines: LineIndex

    /// Creates a file from its bytes, blanking them once.
    ///
    /// A carriage return not followed by a line feed becomes one: Swift ends lines at CR, LF and CRLF alike, and a
    /// reducer saved with CR-only line ends would otherwise read as one long line, a `//` comment hiding the rest of
    /// the file from every rule. The byte count stays, so offsets and columns are the file's.
    package init(path: String, relativePath: String, text: [UInt8]) {
        self.path = path
        self.relativePath = relativePath
        var text = text
        for index in text.indices where text[index] == 0x0D && (index + 1 == text.count || text[index + 1] != 0x0A) {
            text[index] = 0x0A
        }
        self.text = text
        self.code = SwiftCodeBlanker.blank(text)
        self.lines = LineIndex(text)
    }

    /// Creates a file from a string (tests and fixtures).
    package init(path: String, relativePath: String? = nil, source: String) {
        self.init(path: path, relativePath: relativePath ?? path, text: Array(source.utf8))
    }

    /// The location of byte `offset`.
    package func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.position(ofOffset: offset, in: text)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// The original text of a byte range.
    package func text(in range: Range<Int>) -> String {
        String(decoding: text[range.clamped(to: 0..<text.count)], as: UTF8.self)
    }

    /// The blanked code of a byte range.
    package func code(in range: Range<Int>) -> String {
        String(decoding: code[range.clamped(to: 0..<code.count)], as: UTF8.self)
    }
}
