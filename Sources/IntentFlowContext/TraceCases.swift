import IntentFlowManifest

/// The declared cases an acceptance trace names, and the names it uses that the manifest does not declare: the first
/// step of ``TraceContext``, after which everything works on cases rather than names.
///
/// A trace that names an undeclared case is still described (its other names resolve), so its reducer comment and
/// skipped test can say what is missing.
struct TraceCases: Sendable {
    /// The state the trace starts in.
    let from: CaseContext?
    /// The intent or event it sends.
    let signal: CaseContext?
    /// The state it ends in.
    let to: CaseContext?
    /// The effects it requests, in the trace's order.
    let effects: [CaseContext]
    /// The outputs it emits.
    let outputs: [CaseContext]
    /// The routes it takes.
    let routes: [CaseContext]
    /// The effects it cancels.
    let cancellations: [CaseContext]
    /// What the trace names that the manifest does not declare, in the trace's order: ``state `idle` ``,
    /// ``effect `save` ``.
    let unresolved: [String]
    /// Whether the trace applies in every state (`_`); ``from`` is then `nil`.
    let isFromAnyState: Bool
    /// The values the trace writes for the source state's and the signal's parameters, by parameter index.
    let fromValues: [Int: TraceValue]
    let signalValues: [Int: TraceValue]
    /// The values it writes for each target's parameters, in ``targets``' order.
    let targetValues: [[Int: TraceValue]]
    /// The names it binds on the source state's and the signal's parameters, by parameter index.
    let fromNames: [Int: String]
    let signalNames: [Int: String]
    /// For each target, in ``targets``' order, the bound names and the expressions written for its parameters.
    let targetNames: [[Int: String]]
    let targetExpressions: [[Int: TraceExpression]]
    /// The guard after `where`.
    let condition: TraceExpression?
    /// The bound names a guard or a computed value reads: the test gives them several values.
    let referencedNames: Set<String>

    /// Looks up the names of `trace`; `cases` finds a declared case by group and name.
    init(_ trace: AcceptanceTrace, cases: (CaseGroup, String) -> CaseContext?) {
        let signalGroup: CaseGroup = trace.signal.kind == .intent ? .intents : .events
        from = trace.isFromAnyState ? nil : cases(.states, trace.from.name)
        signal = cases(signalGroup, trace.signal.name)
        to = cases(.states, trace.to.name)
        effects = trace.effects.compactMap { cases(.effects, $0.name) }
        outputs = trace.outputs.compactMap { cases(.outputs, $0.name) }
        routes = trace.routes.compactMap { cases(.routes, $0.name) }
        cancellations = trace.cancellations.compactMap { cases(.effects, $0.name) }
        let named: [(group: CaseGroup, name: String)] =
            [(.states, trace.from.name), (signalGroup, trace.signal.name), (.states, trace.to.name)]
            + trace.effects.map { (.effects, $0.name) } + trace.outputs.map { (.outputs, $0.name) }
            + trace.routes.map { (.routes, $0.name) } + trace.cancellations.map { (.effects, $0.name) }
        isFromAnyState = trace.isFromAnyState
        unresolved = named.filter { !(trace.isFromAnyState && $0.group == .states && $0.name == trace.from.name) }
            .filter { cases($0.group, $0.name) == nil }.map { "\($0.group.singular) `\($0.name)`" }
        let fromMatch = Self.match(trace.from.arguments, of: from)
        let signalMatch = Self.match(trace.signal.arguments, of: signal)
        fromValues = fromMatch.values
        signalValues = signalMatch.values
        fromNames = fromMatch.names
        signalNames = signalMatch.names
        condition = trace.condition
        let targetNames =
            [trace.to].filter { cases(.states, $0.name) != nil }
            + trace.effects.filter { cases(.effects, $0.name) != nil }
            + trace.outputs.filter { cases(.outputs, $0.name) != nil }
            + trace.routes.filter { cases(.routes, $0.name) != nil }
        let targets = [to].compactMap { $0 } + effects + outputs + routes
        let targetMatches = zip(targetNames, targets).map { Self.match($0.arguments, of: $1) }
        targetValues = targetMatches.map(\.values)
        // A name after `->` the trace does not bind is free text, as before names were bound.
        let bound = Set(fromNames.values).union(signalNames.values)
        self.targetNames = targetMatches.map { $0.names.filter { bound.contains($0.value) } }
        targetExpressions = targetMatches.map(\.expressions)
        var referenced = Set((trace.condition?.references ?? []).map(\.name))
        for expressions in targetExpressions {
            for expression in expressions.values { referenced.formUnion(expression.references.map(\.name)) }
        }
        referencedNames = referenced.intersection(bound)
    }

    /// What `arguments` write for `owner`'s parameters (validation has reported any that fit none).
    private static func match(_ arguments: [IntentFlowManifest.TraceValueArgument], of owner: CaseContext?)
        -> TraceArgumentMatch
    {
        guard let owner, !arguments.isEmpty else { return .none }
        let parameters = owner.parameters.map(\.parameter)
        return (try? TraceArgumentMatch.match(arguments, to: parameters, name: owner.name).get()) ?? .none
    }

    /// The cases whose values the trace builds: the target state, then the effects, outputs and routes.
    var targets: [CaseContext] {
        [to].compactMap { $0 } + effects + outputs + routes
    }
}
