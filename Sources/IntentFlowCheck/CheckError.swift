/// Why `intentflow check` could not run: an unreadable root, file, pack or rules file, or an unknown pack.
///
/// These end the command with exit code 2; what the check finds in readable files are diagnostics instead.
public struct CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, naming the path involved.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
