/// Why a YAML file could not be parsed, with where: a syntax error, invalid text, or a limit exceeded.
package struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, in one sentence.
    package var message: String
    /// Where it is (line 1, column 1 when nothing more precise is known).
    package var location: SourceLocation
    /// The stable rule identifier, e.g. `yaml.syntax` or `yaml.duplicate-key`.
    package var ruleID: String
    /// Related places, e.g. where a duplicated key was first written.
    package var notes: [Diagnostic]

    /// Creates an error.
    package init(_ message: String, at location: SourceLocation, rule ruleID: String, notes: [Diagnostic] = []) {
        self.message = message
        self.location = location
        self.ruleID = ruleID
        self.notes = notes
    }

    /// The error as diagnostics: the error itself followed by its notes.
    package var diagnostics: [Diagnostic] {
        [Diagnostic(.error, message, at: location, rule: ruleID)] + notes
    }

    /// `path:line:column: error: message [rule-id]`.
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
