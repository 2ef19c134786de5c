/// The cases a trace builds, each with where its parameters take their values from.
struct TraceTargets: Hashable, Sendable {
    /// The state after, when it is declared.
    let to: TraceTarget?
    /// The effects requested.
    let effects: [TraceTarget]
    /// The outputs emitted.
    let outputs: [TraceTarget]
    /// The routes taken.
    let routes: [TraceTarget]

    /// Finds the values of `cases`' targets among `bindings`.
    init(_ cases: TraceCases, bindings: TraceBindings) {
        var position = 0
        func target(_ target: CaseContext) -> TraceTarget {
            defer { position += 1 }
            let written = position < cases.targetValues.count ? cases.targetValues[position] : [:]
            let names = position < cases.targetNames.count ? cases.targetNames[position] : [:]
            let expressions = position < cases.targetExpressions.count ? cases.targetExpressions[position] : [:]
            return TraceTarget(
                target, bindings: bindings, written: written,
                names: names.compactMapValues { bindings.index(ofName: $0, in: cases) },
                expressions: expressions)
        }
        to = cases.to.map(target)
        effects = cases.effects.map(target)
        outputs = cases.outputs.map(target)
        routes = cases.routes.map(target)
        referenced = Set(cases.referencedNames.compactMap { bindings.index(ofName: $0, in: cases) })
    }

    /// Every target: the state after, then the effects, outputs and routes.
    var all: [TraceTarget] {
        [to].compactMap { $0 } + effects + outputs + routes
    }

    /// The bindings any target reads, and those a guard or computed value reads (`referenced`).
    var usedBindings: Set<Int> {
        Set(all.flatMap(\.usedBindings)).union(referenced)
    }

    /// The bindings a guard or a computed value reads by name.
    private(set) var referenced: Set<Int> = []

    /// A comment for each parameter a placeholder stands in for, in the targets' order.
    var notes: [String] {
        all.flatMap(\.notes)
    }

    /// Each parameter nothing gives a value, in the targets' order.
    var missing: [String] {
        all.flatMap(\.missing)
    }
}
