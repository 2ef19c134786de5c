/// Why a structured file (JSON, TOML) intentflow merges its entries into cannot be read as that format: where, and
/// what is wrong. Such a file is never rewritten, not even with `--force`, because what it means is unknown.
public struct StructuredFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int
    /// What is wrong, as one sentence.
    public var message: String

    /// Creates an error.
    public init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}
