import IntentFlow

/// Effect runs that send ticks until their task is cancelled: the first `flooding` runs as fast as they can (a
/// progress stream, a sensor), the others every few milliseconds. Counts runs started and ended. Written as async
/// functions, so the flooding goes through `FlowSend` straight into the store's inbox (the stream path is
/// `StressEffects`').
final class FloodingEffects: FlowEffectRunner {
    private let flooding: Int
    private let counts = Locked((started: 0, terminated: 0))

    init(flooding: Int) {
        self.flooding = flooding
    }

    func run(_ effect: StressFlow.Effect, send: FlowSend<StressFlow.Event>) async throws(CancellationError) {
        guard case .run(let run) = effect else { return }
        counts.withLock { $0.started += 1 }
        defer { counts.withLock { $0.terminated += 1 } }
        let pause: Duration? = run < flooding ? nil : .milliseconds(5)
        while !Task.isCancelled {
            await send(.tick(run: run))
            if let pause { try? await Task.sleep(for: pause) } else { await Task.yield() }
        }
    }

    /// How many runs started and how many ended.
    var runCounts: (started: Int, terminated: Int) {
        counts.withLock { $0 }
    }
}
