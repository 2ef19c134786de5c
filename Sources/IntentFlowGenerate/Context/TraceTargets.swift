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
        to = cases.to.map { TraceTarget($0, bindings: bindings) }
        effects = cases.effects.map { TraceTarget($0, bindings: bindings) }
        outputs = cases.outputs.map { TraceTarget($0, bindings: bindings) }
        routes = cases.routes.map { TraceTarget($0, bindings: bindings) }
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
