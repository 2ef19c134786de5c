/// Why a regular expression did not compile: PCRE2's message and where in the pattern it stopped.
package struct PatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// PCRE2's explanation, e.g. "missing closing parenthesis".
    package var message: String
    /// The byte offset into the pattern's UTF-8 where compilation stopped.
    package var utf8Offset: Int
    /// The same position counted in Unicode scalars, which is what a column in a file counts.
    package var scalarOffset: Int

    /// Creates an error.
    package init(message: String, utf8Offset: Int, scalarOffset: Int) {
        self.message = message
        self.utf8Offset = utf8Offset
        self.scalarOffset = scalarOffset
    }

    /// `message at offset N`.
    package var description: String { "\(message) at offset \(scalarOffset)" }
}
