import IntentFlowManifest
import IntentFlowProject

import enum IntentFlowTemplates.TemplateValue

/// One generator of a pack (`feature`, `startup-action`, `agents`, …): its parameters and the files it writes.
package struct PackGenerator: Hashable, Sendable {
    /// The generator's name.
    package var name: String
    /// One line for `intentflow pack show`.
    package var description: String
    /// The values a run may set, in declaration order.
    package var parameters: [PackParameter]
    /// The files, in the order they are rendered and reported.
    package var files: [PackFileEntry]
    /// Where the generator is declared.
    package var location: SourceLocation
    /// In a child pack, whether the generator replaces the parent's of the same name whole (`replace: true`) instead
    /// of being laid over it (``overlaid(on:)``).
    package var replacesParent: Bool
    /// Whether pack.yaml gives a description (a child's generator without one keeps the parent's).
    package var givesDescription: Bool

    /// Creates a generator.
    package init(
        name: String, description: String = "", parameters: [PackParameter] = [], files: [PackFileEntry] = [],
        location: SourceLocation, replacesParent: Bool = false, givesDescription: Bool = true
    ) {
        self.name = name
        self.description = description
        self.parameters = parameters
        self.files = files
        self.location = location
        self.replacesParent = replacesParent
        self.givesDescription = givesDescription
    }

    /// The parameter with a name.
    package func parameter(named name: String) -> PackParameter? { parameters.first { $0.name == name } }

    /// Every parameter with its value: the given one when set (checked against the choices), else the default.
    ///
    /// - Throws: ``GeneratorError`` (rule `pack.parameter`, located at `origin`) for a name the generator does not
    ///   declare or a value outside a parameter's choices, with the closest declared one as a suggestion: a typo such
    ///   as `testng=xctest` must not silently generate with the default.
    package func resolve(_ given: [String: String], origin: SourceLocation) throws(GeneratorError) -> [String: String] {
        for name in given.keys.sorted() where parameter(named: name) == nil {
            let declared = parameters.map(\.name)
            throw GeneratorError(
                "generator '\(self.name)' has no parameter '\(name)'" + EditDistance.hint(for: name, among: declared)
                    + " (it has \(declared.isEmpty ? "none" : declared.joined(separator: ", ")))",
                at: origin, rule: "pack.parameter")
        }
        var values = given
        for parameter in parameters {
            guard let value = given[parameter.name] else {
                values[parameter.name] = parameter.defaultValue
                continue
            }
            if !parameter.choices.isEmpty, !parameter.choices.contains(value) {
                throw GeneratorError(
                    "'\(value)' is not a value of parameter '\(parameter.name)'"
                        + EditDistance.hint(for: value, among: parameter.choices) + " (choose one of "
                        + parameter.choices.joined(separator: ", ") + ")",
                    at: origin, rule: "pack.parameter")
            }
        }
        return values
    }

    /// The `params` dictionary templates see for resolved values: each value as a string, and for every parameter
    /// with choices a flag per choice (``PackParameter/flagName(_:_:)``), true for the chosen one.
    package func parameterContext(_ values: [String: String]) -> [String: TemplateValue] {
        var params = values.mapValues(TemplateValue.string)
        for parameter in parameters {
            let value = values[parameter.name] ?? parameter.defaultValue
            for choice in parameter.choices {
                params[PackParameter.flagName(parameter.name, choice)] = .bool(choice == value)
            }
        }
        return params
    }
}
