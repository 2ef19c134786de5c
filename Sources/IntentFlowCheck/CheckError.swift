import IntentFlowManifest

/// Why `intentflow check` could not run: an unreadable root, file, pack or rules file, or an unknown pack.
///
/// These end the command with exit code 2; what the check finds in readable files are diagnostics instead.
package struct CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, naming the path involved.
    package var message: String
    /// The located problems behind the error when a file the check reads is invalid (`.intentflow/config.yaml`):
    /// printed as they are, so a person sees the line and column; empty otherwise.
    package var diagnostics: [Diagnostic]

    /// Creates an error.
    package init(_ message: String, diagnostics: [Diagnostic] = []) {
        self.message = message
        self.diagnostics = diagnostics
    }

    package var description: String { message }
}
