/// The process exit status of an `intentflow` command.
///
/// The meanings are fixed across every command so CI scripts can rely on them.
package struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric status handed to the operating system.
    package var rawValue: Int32

    /// Creates an exit code from its numeric status.
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// The command did what was asked and found nothing wrong.
    package static let success = ExitCode(rawValue: 0)
    /// The command ran and found something: validation errors, drift, rule violations, pending changes.
    package static let findings = ExitCode(rawValue: 1)
    /// The command could not run: bad arguments, unreadable input, an I/O failure.
    package static let usageOrIO = ExitCode(rawValue: 2)

    package var description: String { String(rawValue) }
}
