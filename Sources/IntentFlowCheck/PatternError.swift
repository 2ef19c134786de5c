/// Why a regular expression did not compile: PCRE2's message and where in the pattern it stopped.
public struct PatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// PCRE2's explanation, e.g. "missing closing parenthesis".
    public var message: String
    /// The byte offset into the pattern's UTF-8 where compilation stopped.
    public var utf8Offset: Int
    /// The same position counted in Unicode scalars, which is what a column in a file counts.
    public var scalarOffset: Int

    /// Creates an error.
    public init(message: String, utf8Offset: Int, scalarOffset: Int) {
        self.message = message
        self.utf8Offset = utf8Offset
        self.scalarOffset = scalarOffset
    }

    /// `message at offset N`.
    public var description: String { "\(message) at offset \(scalarOffset)" }
}
