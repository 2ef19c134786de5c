import Foundation

/// The ways diagnostics can be printed, chosen with `--format`.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [rule]`, one per line (Xcode and editors read it).
    case text
    /// A JSON array of objects with file, line, column, severity, message and rule.
    case json
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`.
    case github
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif

    /// Renders diagnostics in this format. `tool` names the producer in SARIF output.
    public func render(_ diagnostics: [Diagnostic], tool: String = "intentflow", version: String = "") -> String {
        switch self {
        case .text:
            return diagnostics.map { "\($0)\n" }.joined()
        case .json:
            let objects = diagnostics.map { diagnostic -> [String: Any] in
                [
                    "file": diagnostic.location.file, "line": diagnostic.location.line,
                    "column": diagnostic.location.column, "severity": diagnostic.severity.rawValue,
                    "message": diagnostic.message, "rule": diagnostic.ruleID,
                ]
            }
            return Self.json(objects) + "\n"
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
        let rules = Array(Set(diagnostics.map(\.ruleID))).sorted().map { ["id": $0] }
        let results = diagnostics.map { diagnostic -> [String: Any] in
            let level =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "note"
                }
            return [
                "ruleId": diagnostic.ruleID,
                "level": level,
                "message": ["text": diagnostic.message],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": diagnostic.location.file],
                            "region": [
                                "startLine": diagnostic.location.line,
                                "startColumn": diagnostic.location.column,
                            ],
                        ]
                    ]
                ],
            ]
        }
        var driver: [String: Any] = ["name": tool, "rules": rules]
        if !version.isEmpty { driver["version"] = version }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": results]],
        ]
        return json(log)
    }

    private static func json(_ object: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Escapes a workflow-command message (`%`, CR, LF).
    private static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow-command property (also `:` and `,`).
    private static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
