/// The runtime's values a trace reads after `->` (`dependencies:`): `uuid` in `Todo(id: uuid)`, or alone as a value,
/// `adding(id: uuid)`.
///
/// A lone lower-case word after `->` is otherwise a bound name or free text; when the manifest declares it under
/// `dependencies:` and the trace binds no such name, it is read from the runtime: ``marking(_:dependencies:)`` makes it
/// an expression, so validation, the skeleton and the tests treat it as computed.
package enum DependencyReads {
    /// `trace` with each lone word after `->` that names one of `dependencies` (and no name the trace binds) made an
    /// expression reading it.
    package static func marking(_ trace: AcceptanceTrace, dependencies: [DependencyName]) -> AcceptanceTrace {
        guard !dependencies.isEmpty else { return trace }
        let declared = Set(dependencies.map(\.rawValue))
        let bound = Set((trace.from.arguments + trace.signal.arguments).compactMap(\.name))
        func mark(_ name: TraceName) -> TraceName {
            var name = name
            for index in name.arguments.indices {
                guard let word = name.arguments[index].name, declared.contains(word), !bound.contains(word) else {
                    continue
                }
                let location = name.arguments[index].location
                name.arguments[index].name = nil
                name.arguments[index].expression = TraceExpression(
                    text: word, location: location,
                    references: [TraceExpression.Reference(name: word, offset: 0, location: location)])
            }
            return name
        }
        var marked = trace
        marked.to = mark(trace.to)
        marked.effects = trace.effects.map(mark)
        marked.outputs = trace.outputs.map(mark)
        marked.routes = trace.routes.map(mark)
        return marked
    }

    /// The dependencies `trace` reads after `->`, among `dependencies`, in their declared order.
    package static func read(by trace: AcceptanceTrace, among dependencies: [DependencyName]) -> [DependencyName] {
        guard !dependencies.isEmpty else { return [] }
        let bound = Set((trace.from.arguments + trace.signal.arguments).compactMap(\.name))
        let targets = [trace.to] + trace.effects + trace.outputs + trace.routes
        let references = Set(
            targets.flatMap(\.arguments).compactMap(\.expression).flatMap(\.references).map(\.name))
        return dependencies.filter { references.contains($0.rawValue) && !bound.contains($0.rawValue) }
    }
}
