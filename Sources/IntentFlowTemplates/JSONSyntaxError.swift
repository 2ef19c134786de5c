/// Where a text stops being JSON and why: what ``JSONTreeParser`` throws.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars (what an editor shows for all but combining sequences).
    public var column: Int
    /// What is wrong, as one phrase (`trailing comma before '}'`).
    public var message: String

    /// Creates an error.
    public init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`; the caller puts the file's path in front.
    public var description: String { "\(line):\(column): \(message)" }
}
