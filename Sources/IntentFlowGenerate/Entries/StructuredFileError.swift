import IntentFlowTemplates

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

extension StructuredFileError {
    /// The error of a JSON text that does not parse, at the same line and column.
    init(_ error: JSONSyntaxError) { self.init(line: error.line, column: error.column, error.message) }

    /// `text` parsed by the one JSON reader, its error as a structured file's.
    static func parseJSON(_ text: String) throws(StructuredFileError) -> JSONTree {
        do {
            return try JSONTreeParser.parse(text)
        } catch {
            throw StructuredFileError(error)
        }
    }
}
