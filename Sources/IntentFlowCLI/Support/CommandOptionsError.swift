import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// Why a command's options for a run cannot be known: the pack whose parameters are options does not load.
package struct CommandOptionsError: Error, Sendable {
    /// The located errors of the pack or configuration.
    package var diagnostics: [Diagnostic]

    /// Wraps a pack or configuration error.
    package init(_ error: GeneratorError) { diagnostics = error.diagnostics }

    /// The sentence help prints in place of the pack's parameters.
    var note: String {
        "The pack's parameters are not listed: " + diagnostics.map(\.message).joined(separator: "; ")
    }
}
