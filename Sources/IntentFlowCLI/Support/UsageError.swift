/// A mistake in how a command was called. Printed as `intentflow: error: <message>`; exit code 2.
package struct UsageError: Error, Sendable, CustomStringConvertible {
    /// What was wrong, in one sentence.
    package var message: String

    /// Creates a usage error.
    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
