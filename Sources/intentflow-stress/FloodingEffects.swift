import IntentFlow

/// Effect runs that yield ticks until their stream is terminated: the first `flooding` runs as fast as they can (a
/// progress stream, a sensor), the others every few milliseconds. Counts runs started and terminated.
final class FloodingEffects: FlowEffectHandler {
    private let flooding: Int
    private let counts = Locked((started: 0, terminated: 0))

    init(flooding: Int) {
        self.flooding = flooding
    }

    func handle(_ effect: StressFlow.Effect) -> AsyncStream<StressFlow.Event> {
        guard case .run(let run) = effect else { return AsyncStream { $0.finish() } }
        counts.withLock { $0.started += 1 }
        let pause: Duration? = run < flooding ? nil : .milliseconds(5)
        return AsyncStream { continuation in
            let producer = Task.detached {
                while !Task.isCancelled {
                    continuation.yield(.tick(run: run))
                    if let pause { try? await Task.sleep(for: pause) } else { await Task.yield() }
                }
            }
            continuation.onTermination = { [counts] _ in
                producer.cancel()
                counts.withLock { $0.terminated += 1 }
            }
        }
    }

    /// How many runs started and how many of their streams terminated.
    var runCounts: (started: Int, terminated: Int) {
        counts.withLock { $0 }
    }
}
