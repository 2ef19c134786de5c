/// Which parameter of a case each value written after its name in a trace gives: a labelled value the parameter
/// with that label, an unlabelled one the parameter at its position. Free text gives none (the parameter binds as
/// in schema 0.1), and when no argument is a value nothing is matched at all (free text such as `valid form` need
/// not count the parameters).
package struct TraceArgumentMatch: Hashable, Sendable {
    /// Parameter index → the value written for it.
    package let values: [Int: TraceValue]
    /// Parameter index → the name written for it (schema 0.2: it binds the value, or after `->` reads it).
    package private(set) var names: [Int: String] = [:]
    /// Parameter index → the expression written for it (schema 0.2, after `->`).
    package private(set) var expressions: [Int: TraceExpression] = [:]
    /// Argument position → the index of the parameter its value gives.
    package let parameterOfArgument: [Int: Int]

    /// Why an argument fits no parameter, located.
    package struct Failure: Error, Hashable, Sendable {
        /// What is wrong.
        package let message: String
        /// The argument.
        package let location: SourceLocation
    }

    /// Nothing written.
    package static let none = TraceArgumentMatch(values: [:], parameterOfArgument: [:])

    private init(values: [Int: TraceValue], parameterOfArgument: [Int: Int]) {
        self.values = values
        self.parameterOfArgument = parameterOfArgument
    }

    /// Matches `arguments`, written after `name`, to `parameters`.
    package static func match(
        _ arguments: [TraceValueArgument], to parameters: [CaseParameter], name: String
    ) -> Result<TraceArgumentMatch, Failure> {
        var values: [Int: TraceValue] = [:]
        var names: [Int: String] = [:]
        var expressions: [Int: TraceExpression] = [:]
        var parameterOfArgument: [Int: Int] = [:]
        for (position, argument) in arguments.enumerated() {
            guard argument.givesParameter else { continue }
            let index: Int
            if let label = argument.label {
                guard let labelled = parameters.firstIndex(where: { $0.label == label }) else {
                    return .failure(
                        Failure(
                            message: "'\(name)' has no parameter labelled '\(label)'"
                                + EditDistance.hint(for: label, among: parameters.compactMap(\.label)),
                            location: argument.location))
                }
                index = labelled
            } else {
                index = position
            }
            // A lone word past the last parameter stays free text, as every word was before names bound values
            // (`start(file)` for a `start` without parameters).
            if index >= parameters.count, argument.label == nil, argument.name != nil { continue }
            guard index < parameters.count else {
                let count = parameters.count
                return .failure(
                    Failure(
                        message: "'\(name)' takes \(count) value\(count == 1 ? "" : "s"); this is one too many",
                        location: argument.location))
            }
            guard parameterOfArgument.values.contains(index) == false else {
                return .failure(
                    Failure(
                        message: "'\(name)' is given its \(ordinal(index)) value twice", location: argument.location))
            }
            values[index] = argument.value
            names[index] = argument.name
            expressions[index] = argument.expression
            parameterOfArgument[position] = index
        }
        var match = TraceArgumentMatch(values: values, parameterOfArgument: parameterOfArgument)
        match.names = names
        match.expressions = expressions
        return .success(match)
    }

    private static func ordinal(_ index: Int) -> String {
        ["first", "second", "third"].indices.contains(index) ? ["first", "second", "third"][index] : "#\(index + 1)"
    }
}
