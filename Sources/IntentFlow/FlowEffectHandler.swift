/// Runs the effects a reducer requests and streams the resulting events back to the store.
///
/// Write a new handler as a ``FlowEffectRunner`` — one `async` function per run, cancelled with the run — rather
/// than a stream; this protocol stays for a handler that already has a stream to return.
///
/// The store iterates the returned stream on a task of its own and stops iterating when the run is cancelled,
/// which terminates the stream: set `continuation.onTermination` to stop the underlying work. The store calls
/// `handle(_:)` on its actor as the run starts, in the order the step requested its effects.
///
/// ```swift
/// struct SearchEffects: FlowEffectHandler {
///     let client: SearchClient
///
///     func handle(_ effect: SearchEffect) -> AsyncStream<SearchEvent> {
///         AsyncStream { continuation in
///             let task = Task {
///                 switch effect {
///                 case .search(let query):
///                     let results = await client.search(query)
///                     continuation.yield(.resultsLoaded(results))
///                 }
///                 continuation.finish()
///             }
///             continuation.onTermination = { _ in task.cancel() }
///         }
///     }
/// }
/// ```
public protocol FlowEffectHandler<Effect, Event>: Sendable {
    /// The effects this handler runs.
    associatedtype Effect: Sendable
    /// The events it produces.
    associatedtype Event: Sendable

    /// Starts `effect` and returns its events. The run ends when the stream finishes.
    func handle(_ effect: Effect) -> AsyncStream<Event>
}
