/// What an acceptance trace means, apart from how it is written: the normal form two traces share exactly when they
/// ask the reducer for the same thing.
///
/// The form is rebuilt from the parsed trace, not from its text, so a trace that only moved or was reworded is
/// the same trace: free text in parentheses (`submit(valid form)`) describes and is dropped; names a trace binds
/// (`failed(attempts: n) + retry -> validating(attempts: n + 1)`) are numbered in the order they are bound, so
/// renaming one changes nothing; spacing in guards and computed values is made canonical. A changed value, guard,
/// computed value, target or request changes the form.
package struct TraceMeaning: Hashable, Sendable, CustomStringConvertible {
    /// The trace in normal form: `failed(attempts: $1) + retry -> validating(attempts: $1+1) + validate effect`.
    package let normalForm: String
    /// The state before and the signal, which pair a changed trace with its base (`failed + retry`).
    package let situation: String

    /// The meaning of `trace`.
    package init(_ trace: AcceptanceTrace) {
        var bindings: [String: String] = [:]
        let bind = { (names: [TraceValueArgument]) in
            for name in names.compactMap(\.name) where bindings[name] == nil {
                bindings[name] = "$\(bindings.count + 1)"
            }
        }
        bind(trace.from.arguments)
        bind(trace.signal.arguments)
        let from = Self.text(trace.from.name, trace.from.arguments, bindings)
        let signal = Self.text(trace.signal.name, trace.signal.arguments, bindings)
        var form = "\(from) + \(signal) -> " + Self.text(trace.to.name, trace.to.arguments, bindings)
        form += trace.effects.map { " + " + Self.text($0.name, $0.arguments, bindings) + " effect" }.joined()
        form += trace.cancellations.map { " + cancel \($0.name) effect" }.joined()
        form += trace.outputs.map { " + " + Self.text($0.name, $0.arguments, bindings) + " output" }.joined()
        form += trace.routes.map { " + " + Self.text($0.name, $0.arguments, bindings) + " route" }.joined()
        if let condition = trace.condition { form += " where " + Self.expression(condition, bindings) }
        normalForm = form
        situation = "\(trace.from.name) + \(trace.signal.name)"
    }

    package var description: String { normalForm }

    /// A name with the arguments that give a parameter something; free text is left out.
    private static func text(_ name: String, _ arguments: [TraceValueArgument], _ bindings: [String: String])
        -> String
    {
        let given = arguments.filter(\.givesParameter).map { argument -> String in
            let value: String
            if let expression = argument.expression {
                value = Self.expression(expression, bindings)
            } else if let bound = argument.name {
                value = bindings[bound] ?? bound
            } else {
                value = argument.value.map { ExpressionSpacing.normal($0.source) } ?? ""
            }
            return argument.label.map { "\($0): \(value)" } ?? value
        }
        return given.isEmpty ? name : name + "(" + given.joined(separator: ", ") + ")"
    }

    /// A guard or computed value with the bound names it reads numbered, in canonical spacing.
    private static func expression(_ expression: TraceExpression, _ bindings: [String: String]) -> String {
        ExpressionSpacing.normal(expression.substituting { bindings[$0] })
    }
}
