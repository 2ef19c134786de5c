/// A mistake in how a command was called. Printed as `intentflow: error: <message>`; exit code 2.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    /// What was wrong, in one sentence.
    public var message: String

    /// Creates a usage error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
