import IntentFlowManifest

/// Why a command could not run: a broken configuration, pack or template, an invalid manifest, a parameter outside
/// its choices, a program that would not start. Carries located diagnostics (`path:line:column: error: message
/// [rule]`), printed one per line. The generator calls it ``LocatedError``; `mutate` and the project layer throw it
/// by this name.
package struct LocatedError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The findings, errors first, each with where it is.
    package var diagnostics: [Diagnostic]

    /// Creates an error from findings.
    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Creates an error with one finding.
    package init(_ message: String, at location: SourceLocation, rule: String) {
        diagnostics = [Diagnostic(.error, message, at: location, rule: rule)]
    }

    /// The diagnostics, one per line.
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
