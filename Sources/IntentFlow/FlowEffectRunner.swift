/// Runs the effects a reducer requests as one `async` function each, sending the events the work leads to.
///
/// ```swift
/// struct SearchEffects: FlowEffectRunner {
///     let client: SearchClient
///
///     func run(_ effect: SearchEffect, send: FlowSend<SearchEvent>) async throws(CancellationError) {
///         switch effect {
///         case .search(let query):
///             await send(.resultsLoaded(try await FlowError.result { try await client.search(query) }))
///         }
///     }
/// }
/// ```
///
/// The store calls ``run(_:send:)`` on a task of the run's own; the run ends when the function returns. When the
/// store cancels the run — the reducer's `.cancel(id)`, a `cancelInFlight` replacement, `cancelEffect(id:)`, the
/// store's release — that task is cancelled: awaited work sees it as cancelled work does (a sleep on
/// ``EffectClock/current`` throws, `URLSession` stops), and ``FlowSend`` drops what is sent afterwards. Nothing to
/// start, keep or stop by hand.
///
/// The function throws only `CancellationError`, so a failure must become an event (``FlowError/result(of:)``):
/// the compiler refuses a `try` that could end the run with an error nobody sees.
///
/// It is a ``FlowEffectHandler`` too: ``handle(_:)`` runs the function on a task of its own and streams what it
/// sends, for code that reads a handler's stream. A store calls the function directly.
public protocol FlowEffectRunner<Effect, Event>: FlowEffectHandler {
    /// The effects this handler runs.
    associatedtype Effect
    /// The events it sends.
    associatedtype Event

    /// Does the work of `effect`, sending each event it leads to through `send`; the run ends when it returns.
    func run(_ effect: Effect, send: FlowSend<Event>) async throws(CancellationError)
}

extension FlowEffectRunner {
    /// The events ``run(_:send:)`` sends for `effect`, as a stream that finishes when it returns; ending the
    /// iteration cancels it.
    public func handle(_ effect: Effect) -> AsyncStream<Event> {
        AsyncStream { continuation in
            let task = Task {
                try? await run(effect, send: FlowSend { continuation.yield($0) })
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
