import IntentFlowManifest

/// The Swift source a scenario writes for a case's values: a value as written, a name bound by `let`, an
/// expression as written.
enum ScenarioValues {
    /// Each parameter's value of `name` (a case of `declared`), by index: the one written, else `fallback`'s;
    /// `nil` when neither gives one.
    static func values(
        of name: TraceName, for declared: CaseContext, default fallback: (ParameterContext) -> String?
    ) -> [Int: String]? {
        guard
            let match = try? TraceArgumentMatch.match(
                name.arguments, to: declared.declaration.parameters, name: name.name
            ).get()
        else { return nil }
        var values: [Int: String] = [:]
        for (index, parameter) in declared.parameters.enumerated() {
            let written = match.values[index]?.source ?? match.names[index] ?? match.expressions[index]?.text
            guard let value = written ?? fallback(parameter) else { return nil }
            values[index] = value
        }
        return values
    }

    /// `name` built as a case of `declared` (an intent, event, effect, output or route): `.send(message: "hi")`;
    /// a value not written takes its type's placeholder.
    static func expression(of name: TraceName, for declared: CaseContext) -> String? {
        guard let values = values(of: name, for: declared, default: { $0.placeholder ?? $0.sample }) else {
            return nil
        }
        return declared.build(declared.parameters.indices.map { values[$0] })
    }
}
