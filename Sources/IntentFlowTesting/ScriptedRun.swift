import IntentFlow

/// A run of a scripted effect that stays in flight and delivers each event when the test sends it: a socket's
/// open, then a message, then another, each at the step of the test that says so (what TCA's tests do by yielding
/// to the stream a fake client returns).
///
/// ```swift
/// let effects = ScriptedEffects(for: WebSocketFlow.self)
/// let socket = effects.run(answering: .open)
/// let store = FlowTestStore(initialState: WebSocketState(), reducer: WebSocketFlow(), effects: effects)
/// await store.send(.connectButtonTapped) { $0.phase = .connecting }
/// socket.send(.didOpen)
/// await store.receive(.didOpen) { $0.phase = .connected }
/// ```
///
/// Events sent before the request arrives are delivered when it does. The run ends when the test calls
/// ``finish()``, or when the store cancels it.
public final class ScriptedRun<Event: Sendable>: Sendable {
    private struct Contents: Sendable {
        var continuation: AsyncStream<Event>.Continuation?
        var pending: [Event] = []
        var isFinished = false
    }

    private let contents = Locked(Contents())

    init() {}

    /// Delivers `event` from the run: now when the run has started, else as soon as it starts.
    public func send(_ event: Event) {
        let continuation = contents.withLock { contents -> AsyncStream<Event>.Continuation? in
            if contents.continuation == nil { contents.pending.append(event) }
            return contents.continuation
        }
        continuation?.yield(event)
    }

    /// Ends the run once the events sent so far are delivered.
    public func finish() {
        let continuation = contents.withLock { contents -> AsyncStream<Event>.Continuation? in
            contents.isFinished = true
            return contents.continuation
        }
        continuation?.finish()
    }

    /// Starts the run on `continuation`, delivering what was sent before it started.
    func attach(_ continuation: AsyncStream<Event>.Continuation) {
        let (pending, isFinished) = contents.withLock { contents in
            contents.continuation = continuation
            defer { contents.pending.removeAll() }
            return (contents.pending, contents.isFinished)
        }
        for event in pending { continuation.yield(event) }
        if isFinished { continuation.finish() }
    }
}
