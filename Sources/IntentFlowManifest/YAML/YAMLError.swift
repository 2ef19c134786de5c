/// Why a YAML file could not be parsed, with where: a syntax error, invalid text, or a limit exceeded.
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, in one sentence.
    public var message: String
    /// Where it is (line 1, column 1 when nothing more precise is known).
    public var location: SourceLocation
    /// The stable rule identifier, e.g. `yaml.syntax` or `yaml.duplicate-key`.
    public var ruleID: String
    /// Related places, e.g. where a duplicated key was first written.
    public var notes: [Diagnostic]

    /// Creates an error.
    public init(_ message: String, at location: SourceLocation, rule ruleID: String, notes: [Diagnostic] = []) {
        self.message = message
        self.location = location
        self.ruleID = ruleID
        self.notes = notes
    }

    /// The error as diagnostics: the error itself followed by its notes.
    public var diagnostics: [Diagnostic] {
        [Diagnostic(.error, message, at: location, rule: ruleID)] + notes
    }

    /// `path:line:column: error: message [rule-id]`.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
