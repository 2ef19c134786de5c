import IntentFlowAI

/// One generator of a pack (`feature`, `startup-action`, `agents`, …): its parameters and the files it writes.
public struct PackGenerator: Hashable, Sendable {
    /// The generator's name.
    public var name: String
    /// One line for `intentflow pack show`.
    public var description: String
    /// The values a run may set, in declaration order.
    public var parameters: [PackParameter]
    /// The files, in the order they are rendered and reported.
    public var files: [PackFileEntry]
    /// Where the generator is declared.
    public var location: SourceLocation

    /// Creates a generator.
    public init(
        name: String, description: String = "", parameters: [PackParameter] = [], files: [PackFileEntry] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.parameters = parameters
        self.files = files
        self.location = location
    }

    /// The parameter with a name.
    public func parameter(named name: String) -> PackParameter? { parameters.first { $0.name == name } }

    /// Every parameter with its value: the given one when set (checked against the choices), else the default.
    ///
    /// Given values for names the generator does not declare are kept (a context model may read them), except that
    /// `strict` makes them an error — for values a person typed (`--param`).
    /// - Throws: ``GeneratorError`` (rule `pack.parameter`) for a value outside a parameter's choices.
    public func resolve(_ given: [String: String], origin: SourceLocation) throws(GeneratorError) -> [String: String] {
        var values = given
        for parameter in parameters {
            guard let value = given[parameter.name] else {
                values[parameter.name] = parameter.defaultValue
                continue
            }
            if !parameter.choices.isEmpty, !parameter.choices.contains(value) {
                throw GeneratorError(
                    "'\(value)' is not a value of parameter '\(parameter.name)'; choose one of "
                        + parameter.choices.joined(separator: ", "),
                    at: origin, rule: "pack.parameter")
            }
        }
        return values
    }
}
