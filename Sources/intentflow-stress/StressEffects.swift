import IntentFlow

/// Effect runs the property holds open and finishes, yields into or watches terminate.
final class StressEffects: FlowEffectHandler {
    private struct Contents: Sendable {
        var continuations: [Int: AsyncStream<StressFlow.Event>.Continuation] = [:]
        var started = 0
        var terminated = 0
    }

    private let contents = Locked(Contents())

    func handle(_ effect: StressFlow.Effect) -> AsyncStream<StressFlow.Event> {
        guard case .run(let run) = effect else { return AsyncStream { $0.finish() } }
        return AsyncStream { continuation in
            continuation.onTermination = { [weak self] _ in
                self?.contents.withLock { $0.terminated += 1 }
            }
            contents.withLock {
                $0.continuations[run] = continuation
                $0.started += 1
            }
        }
    }

    /// The open stream of `run`, if it started.
    func continuation(_ run: Int) -> AsyncStream<StressFlow.Event>.Continuation? {
        contents.withLock { $0.continuations[run] }
    }

    /// How many runs started and how many of their streams terminated.
    var counts: (started: Int, terminated: Int) {
        contents.withLock { ($0.started, $0.terminated) }
    }
}
