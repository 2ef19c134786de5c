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
        var written = cases.targetValues.makeIterator()
        func target(_ target: CaseContext) -> TraceTarget {
            TraceTarget(target, bindings: bindings, written: written.next() ?? [:])
        }
        to = cases.to.map(target)
        effects = cases.effects.map(target)
        outputs = cases.outputs.map(target)
        routes = cases.routes.map(target)
    }

    /// Every target: the state after, then the effects, outputs and routes.
    var all: [TraceTarget] {
        [to].compactMap { $0 } + effects + outputs + routes
    }

    /// The bindings any target reads.
    var usedBindings: Set<Int> {
        Set(all.flatMap(\.usedBindings))
    }

    /// A comment for each parameter a placeholder stands in for, in the targets' order.
    var notes: [String] {
        all.flatMap(\.notes)
    }

    /// Each parameter nothing gives a value, in the targets' order.
    var missing: [String] {
        all.flatMap(\.missing)
    }
}
