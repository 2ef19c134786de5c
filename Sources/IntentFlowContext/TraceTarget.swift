import IntentFlowManifest

/// One case a trace builds (the state after, an effect, an output or a route) with where each of its parameters
/// takes its value from.
struct TraceTarget: Hashable, Sendable {
    /// The case.
    let target: CaseContext
    /// One argument per parameter of ``target``, in order.
    let arguments: [TraceArgument]

    /// Takes the value of each of `target`'s parameters from `written` (by parameter index), else finds it among
    /// `bindings`, else a placeholder.
    init(
        _ target: CaseContext, bindings: TraceBindings, written: [Int: TraceValue] = [:], names: [Int: Int] = [:],
        expressions: [Int: TraceExpression] = [:]
    ) {
        self.target = target
        arguments = target.parameters.indices.map { index in
            let parameter = target.parameters[index]
            if let value = written[index] { return .value(value.source) }
            if let expression = expressions[index] { return .expression(expression) }
            if let binding = names[index] { return .binding(binding) }
            // A field the trace does not write keeps its value: the same field of the state before.
            if parameter.isField {
                return .kept(
                    reducerValue: parameter.fieldAccess,
                    binding: bindings.field(parameter.label), start: parameter.sample ?? parameter.placeholder ?? "")
            }
            if let index = bindings.source(for: parameter) { return .binding(index) }
            if let placeholder = parameter.placeholder { return .placeholder(placeholder) }
            return .missing
        }
    }

    /// This target's arguments for `other`, a case with the same parameters: the state a trace keeps, spelled for
    /// one test (``CaseContext/keeping(_:)``).
    func replacingTarget(with other: CaseContext) -> TraceTarget {
        TraceTarget(target: other, arguments: arguments)
    }

    private init(target: CaseContext, arguments: [TraceArgument]) {
        self.target = target
        self.arguments = arguments
    }

    /// The bindings this target reads: a pattern binds those and no others (an unused binding is a warning).
    var usedBindings: [Int] {
        arguments.compactMap { argument in
            guard case .binding(let index) = argument else { return nil }
            return index
        }
    }

    /// A comment for each parameter a placeholder stands in for.
    var notes: [String] {
        zip(target.parameters, arguments).compactMap { parameter, argument in
            guard case .placeholder(let placeholder) = argument else { return nil }
            return "`\(target.name)`'s `\(parameter.bindingName)` has no value in this trace: \(placeholder) stands in."
        }
    }

    /// Each parameter nothing gives a value: `` `failed`'s `device` (Device) ``.
    var missing: [String] {
        zip(target.parameters, arguments).compactMap { parameter, argument in
            guard argument == .missing else { return nil }
            return "`\(target.name)`'s `\(parameter.bindingName)` (\(parameter.type))"
        }
    }

    /// `.name(label: value, …)` with each argument's value from `value` (which gives `nil` to leave it out), or
    /// `.name` for a case without parameters.
    func call(_ value: (TraceArgument) -> String?) -> String {
        target.build(arguments.map(value))
    }
}
