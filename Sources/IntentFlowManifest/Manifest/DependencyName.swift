/// A value a reducer reads from the runtime rather than creates (0.2 `dependencies:`), and the name a trace reads
/// it by after `->`.
///
/// ```yaml
/// dependencies: [uuid, now]
/// acceptanceTraces:
///   - 'editing(todos: t) + addTodo -> editing(todos: [Todo(id: uuid)] + t)'
/// ```
///
/// The reducer reads `FlowDependencies.current` (the generated skeleton writes `let uuid =
/// FlowDependencies.current.uuid()`); generated tests run it with `FlowDependencies.incrementing()`, whose first
/// UUID and date the trace's names stand for.
package enum DependencyName: String, Hashable, Sendable, CaseIterable {
    /// The next new UUID: in tests, the first one the incrementing dependencies hand out, all zeros.
    case uuid
    /// The current date: in tests, the incrementing dependencies' date, 2001-01-01 00:00:00 UTC.
    case now

    /// How the generated reducer skeleton reads it: `FlowDependencies.current.uuid()`.
    package var runtimeExpression: String {
        switch self {
        case .uuid: "FlowDependencies.current.uuid()"
        case .now: "FlowDependencies.current.now"
        }
    }

    /// The value a generated test expects for it: what `FlowDependencies.incrementing()` hands out first.
    package var testExpression: String {
        switch self {
        case .uuid: "FlowDependencies.incrementingUUID(0)"
        case .now: "FlowDependencies.incrementing().now"
        }
    }
}
