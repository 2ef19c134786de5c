import IntentFlowManifest
import IntentFlowProject

/// The problems of one run, gathered as its stages find them: the inputs', each manifest's, the pack's, a render's
/// or a plan's, and what a stage measured (an agent surface over its tool's limit). It travels with the run; the CLI
/// and the MCP server print it, the library never does.
package struct DiagnosticsCollector: Sendable {
    /// Everything found so far, in the order the stages found it.
    package private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    package init() {}

    /// Adds what a stage found.
    package mutating func add(_ found: [Diagnostic]) {
        diagnostics += found
    }

    /// Adds the diagnostics of an error that stopped a stage.
    package mutating func add(_ error: GeneratorError) {
        diagnostics += error.diagnostics
    }

    /// Whether anything found is an error.
    package var hasErrors: Bool { diagnostics.hasErrors }

    /// Whether a diagnostic of `rule` was found.
    package func contains(rule: String) -> Bool {
        diagnostics.contains { $0.ruleID == rule }
    }
}
