import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates

/// Why generation could not run: the project layer's located error, under the name the generator's stages throw.
package typealias GeneratorError = LocatedError

extension LocatedError {
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
        self.init(diagnostics)
    }
}
