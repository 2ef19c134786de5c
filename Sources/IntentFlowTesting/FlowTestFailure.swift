/// A failed expectation of a ``FlowTestStore``: what went wrong and where the test made the call.
public struct FlowTestFailure: Sendable, CustomStringConvertible {
    /// What went wrong, with expected and actual values.
    public var message: String
    /// The file of the failing call, as `#fileID` gives it.
    public var fileID: StaticString
    /// The file of the failing call, as `#filePath` gives it.
    public var filePath: StaticString
    /// The line of the failing call.
    public var line: UInt
    /// The column of the failing call.
    public var column: UInt

    /// Creates a failure.
    public init(message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.message = message
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `file:line: message`.
    public var description: String {
        "\(fileID):\(line): \(message)"
    }
}
