import IntentFlowText

/// The ways diagnostics can be printed, chosen with `--format`.
package enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [rule]`, one per line (Xcode and editors read it).
    case text
    /// A JSON array of objects with file, line, column, severity, message and rule.
    case json
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`.
    case github
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif

    /// Renders diagnostics in this format. `tool` names the producer in SARIF output.
    package func render(_ diagnostics: [Diagnostic], tool: String = "intentflow", version: String = "") -> String {
        switch self {
        case .text:
            // Names and texts from a manifest reach a terminal here: an ESC from a YAML `\e` escape would clear the
            // screen or write the clipboard, a bidirectional control reorder the line. Each is shown as `\u{1b}`.
            return diagnostics.map { DeceptiveText.forTerminal("\($0)") + "\n" }.joined()
        case .json:
            let objects = diagnostics.map { diagnostic -> JSONValue in
                [
                    "file": .string(diagnostic.location.file), "line": .int(diagnostic.location.line),
                    "column": .int(diagnostic.location.column), "severity": .string(diagnostic.severity.rawValue),
                    "message": .string(diagnostic.message), "rule": .string(diagnostic.ruleID),
                ]
            }
            return JSONValue.array(objects).prettyEncoded + "\n"
        case .github:
            return diagnostics.map { diagnostic in
                let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
                let location = diagnostic.location
                let properties =
                    "file=\(Self.githubProperty(location.file)),line=\(location.line),col=\(location.column),"
                    + "title=\(Self.githubProperty(diagnostic.ruleID))"
                return "::\(command) \(properties)::\(Self.githubData(diagnostic.message))\n"
            }.joined()
        case .sarif:
            return Self.sarif(diagnostics, tool: tool, version: version) + "\n"
        }
    }

    private static func sarif(_ diagnostics: [Diagnostic], tool: String, version: String) -> String {
        let rules = Array(Set(diagnostics.map(\.ruleID))).sorted().map { JSONValue.object(["id": .string($0)]) }
        let results = diagnostics.map { diagnostic -> JSONValue in
            let level: JSONValue =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "note"
                }
            return [
                "ruleId": .string(diagnostic.ruleID),
                "level": level,
                "message": ["text": .string(diagnostic.message)],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": .string(diagnostic.location.file)],
                            "region": [
                                "startLine": .int(diagnostic.location.line),
                                "startColumn": .int(diagnostic.location.column),
                            ],
                        ]
                    ]
                ],
            ]
        }
        var driver: JSONObject = ["name": .string(tool), "rules": .array(rules)]
        if !version.isEmpty { driver["version"] = .string(version) }
        let log: JSONValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": .object(driver)], "results": .array(results)]],
        ]
        return log.prettyEncoded
    }

    /// Escapes a workflow-command message (`%`, CR, LF).
    private static func githubData(_ text: String) -> String {
        text.replacingEvery("%", with: "%25")
            .replacingEvery("\r", with: "%0D")
            .replacingEvery("\n", with: "%0A")
    }

    /// Escapes a workflow-command property (also `:` and `,`).
    private static func githubProperty(_ text: String) -> String {
        githubData(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}
