import IntentFlowManifest
import IntentFlowProject

/// A value a run of a generator may set (`--ui swiftui`, `--param testing=xctest`), declared in pack.yaml.
package struct PackParameter: Hashable, Sendable {
    /// The parameter's name, e.g. `ui`.
    package var name: String
    /// One line for `intentflow pack show`.
    package var description: String
    /// The value used when a run sets none.
    package var defaultValue: String
    /// The allowed values; empty when any value is allowed.
    package var choices: [String]
    /// Where the parameter is declared.
    package var location: SourceLocation
    /// The keys pack.yaml gives (`default`, `choices`, `description`): in a child pack, the others are inherited
    /// from the parent's parameter of the same name.
    package var givenKeys: Set<String>

    /// Creates a parameter.
    package init(
        name: String, description: String = "", defaultValue: String, choices: [String] = [],
        location: SourceLocation, givenKeys: Set<String> = ["default", "choices", "description"]
    ) {
        self.name = name
        self.description = description
        self.defaultValue = defaultValue
        self.choices = choices
        self.location = location
        self.givenKeys = givenKeys
    }

    /// This parameter laid over the parent's of the same name: what this one gives wins, the rest is the parent's.
    ///
    /// - Throws: ``GeneratorError`` (rule `pack.invalid-value`) when the resulting default is not one of the choices.
    package func overlaid(on parent: PackParameter) throws(GeneratorError) -> PackParameter {
        var merged = parent
        merged.location = location
        if givenKeys.contains("description") { merged.description = description }
        if givenKeys.contains("choices") { merged.choices = choices }
        if givenKeys.contains("default") {
            merged.defaultValue = defaultValue
        } else if !merged.choices.isEmpty, !merged.choices.contains(merged.defaultValue) {
            merged.defaultValue = merged.choices[0]
        }
        if !merged.choices.isEmpty, !merged.choices.contains(merged.defaultValue) {
            throw GeneratorError(
                "the default '\(merged.defaultValue)' of parameter '\(name)' is not one of its choices ("
                    + merged.choices.joined(separator: ", ") + ")"
                    + EditDistance.hint(for: merged.defaultValue, among: merged.choices),
                at: location, rule: "pack.invalid-value")
        }
        merged.givenKeys = parent.givenKeys.union(givenKeys)
        return merged
    }

    /// The key of the flag that says a choice is the chosen one: `ui` + `swiftui` → `ui_swiftui`; characters other
    /// than letters, digits and `_` become `_` (`testing_swift_testing`).
    package static func flagName(_ parameter: String, _ choice: String) -> String {
        let raw = parameter + "_" + choice
        return String(raw.map { IdentifierSyntax.isIdentifierCharacter($0) ? $0 : "_" })
    }
}
