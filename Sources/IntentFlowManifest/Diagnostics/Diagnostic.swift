/// A finding about a file: an error, a warning or a note, with where it is and which rule produced it.
///
/// Printed as `path:line:column: error|warning|note: message [rule-id]`.
package struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is.
    package enum Severity: String, Hashable, Sendable, Codable, Comparable {
        /// Something that must be fixed: validation fails.
        case error
        /// Something that is probably a mistake: fails only with `--strict`.
        case warning
        /// Extra information attached to another diagnostic.
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious it is.
    package var severity: Severity
    /// One sentence saying what is wrong and, where it helps, how to fix it.
    package var message: String
    /// Where it is. Every diagnostic about a file has one (line 1, column 1 when nothing more precise is known).
    package var location: SourceLocation
    /// The stable identifier of the rule, e.g. `manifest.duplicate-case`, for filtering and suppression.
    package var ruleID: String

    /// Creates a diagnostic.
    package init(_ severity: Severity, _ message: String, at location: SourceLocation, rule ruleID: String) {
        self.severity = severity
        self.message = message
        self.location = location
        self.ruleID = ruleID
    }

    /// `path:line:column: severity: message [rule-id]`.
    package var description: String {
        "\(location): \(severity.rawValue): \(message) [\(ruleID)]"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { contains { $0.severity == .error } }

    /// Whether any diagnostic is a warning.
    package var hasWarnings: Bool { contains { $0.severity == .warning } }

    /// The diagnostics ordered by file, line and column, errors first at equal positions.
    package func sortedByLocation() -> [Diagnostic] {
        sorted { ($0.location, $0.severity) < ($1.location, $1.severity) }
    }
}
