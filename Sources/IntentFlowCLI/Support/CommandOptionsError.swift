import IntentFlowGenerate
import IntentFlowManifest

/// Why a command's options for a run cannot be known: the pack whose parameters are options does not load.
public struct CommandOptionsError: Error, Sendable {
    /// The located errors of the pack or configuration.
    public var diagnostics: [Diagnostic]

    /// Wraps a pack or configuration error.
    public init(_ error: GeneratorError) { diagnostics = error.diagnostics }

    /// The sentence help prints in place of the pack's parameters.
    var note: String {
        "The pack's parameters are not listed: " + diagnostics.map(\.message).joined(separator: "; ")
    }
}
