/// Where a text stops being the structured format it should be (JSON, TOML) and why: what ``JSONParser`` throws,
/// and what intentflow reports for a user's file it cannot read as its format.
package struct TextSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, in Unicode scalars (what an editor shows for all but combining sequences).
    package var column: Int
    /// What is wrong, as one phrase (`trailing comma before '}'`).
    package var message: String

    /// Creates an error.
    package init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`; the caller puts the file's path in front.
    package var description: String { "\(line):\(column): \(message)" }
}
