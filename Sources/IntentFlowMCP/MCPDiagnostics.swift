import IntentFlowManifest

/// Diagnostics as tools return them: objects with path, line, column, severity, rule and message.
package enum MCPDiagnostics {
    /// One diagnostic.
    package static func json(_ diagnostic: Diagnostic) -> JSONValue {
        [
            "path": .string(diagnostic.location.file), "line": .int(diagnostic.location.line),
            "column": .int(diagnostic.location.column), "severity": .string(diagnostic.severity.rawValue),
            "rule": .string(diagnostic.ruleID), "message": .string(diagnostic.message),
        ]
    }

    /// Every diagnostic, in order.
    package static func json(_ diagnostics: [Diagnostic]) -> JSONValue { .array(diagnostics.map(json)) }

    /// The schema of one diagnostic.
    package static let schema = MCPSchema.output([
        "path": ["type": "string"], "line": ["type": "integer"], "column": ["type": "integer"],
        "severity": ["type": "string", "enum": ["error", "warning", "note"]], "rule": ["type": "string"],
        "message": ["type": "string"],
    ])

    /// The schema of a list of diagnostics.
    package static let listSchema = MCPSchema.array(schema, "Findings, each located in its file.")

    /// A tool error whose text is `diagnostics` as `path:line:column: severity: message [rule]` lines, after `lead`.
    package static func failure(_ lead: String, _ diagnostics: [Diagnostic]) -> MCPToolError {
        MCPToolError(([lead] + diagnostics.map(\.description)).joined(separator: "\n"))
    }

    /// How many errors and warnings there are.
    package static func counts(_ diagnostics: [Diagnostic]) -> (errors: Int, warnings: Int) {
        (diagnostics.filter { $0.severity == .error }.count, diagnostics.filter { $0.severity == .warning }.count)
    }
}
