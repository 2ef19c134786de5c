import IntentFlowAI

/// A value a run of a generator may set (`--ui swiftui`, `--param testing=xctest`), declared in pack.yaml.
public struct PackParameter: Hashable, Sendable {
    /// The parameter's name, e.g. `ui`.
    public var name: String
    /// One line for `intentflow pack show`.
    public var description: String
    /// The value used when a run sets none.
    public var defaultValue: String
    /// The allowed values; empty when any value is allowed.
    public var choices: [String]
    /// Where the parameter is declared.
    public var location: SourceLocation

    /// Creates a parameter.
    public init(
        name: String, description: String = "", defaultValue: String, choices: [String] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.defaultValue = defaultValue
        self.choices = choices
        self.location = location
    }

    /// The key of the flag that says a choice is the chosen one: `ui` + `swiftui` → `ui_swiftui`; characters other
    /// than letters, digits and `_` become `_` (`testing_swift_testing`).
    public static func flagName(_ parameter: String, _ choice: String) -> String {
        let raw = parameter + "_" + choice
        return String(raw.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}
