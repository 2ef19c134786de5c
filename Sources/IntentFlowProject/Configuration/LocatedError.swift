import IntentFlowManifest
import IntentFlowTemplates

/// Why generation could not run: a broken pack, configuration or template, an invalid manifest, a parameter outside
/// its choices. Carries located diagnostics (`path:line:column: error: message [rule]`), printed one per line.
package struct GeneratorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The findings, errors first, each with where it is.
    package var diagnostics: [Diagnostic]

    /// Creates an error from findings.
    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Creates an error with one finding.
    package init(_ message: String, at location: SourceLocation, rule: String) {
        diagnostics = [Diagnostic(.error, message, at: location, rule: rule)]
    }

    /// Converts a template engine error, keeping its location and the chain of partials that led to it.
    package init(_ error: TemplateError, fallback: SourceLocation, rule: String = "pack.template") {
        let location =
            error.location.map {
                SourceLocation(file: $0.file, line: $0.line, column: $0.column)
            } ?? fallback
        var diagnostics = [Diagnostic(.error, error.message, at: location, rule: rule)]
        for inclusion in error.inclusions {
            let at = inclusion.location
            diagnostics.append(
                Diagnostic(
                    .note, "in \(inclusion.kind.rawValue) '\(inclusion.name)' included from here",
                    at: SourceLocation(file: at.file, line: at.line, column: at.column), rule: rule))
        }
        self.diagnostics = diagnostics
    }

    /// The diagnostics, one per line.
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
