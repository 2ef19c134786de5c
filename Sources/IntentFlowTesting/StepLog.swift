import IntentFlow

/// The steps a test store's ``FlowStore`` applied and the test has not yet asserted, in order.
///
/// The store's observer appends on the store's actor; the test store takes from the front and can await the
/// next step with a timeout.
final class StepLog<Reducer: FlowReducer>: Sendable {
    private struct Contents: Sendable {
        var steps: [FlowStep<Reducer>] = []
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var abandoned: Set<Int> = []
        var lastWaiter = 0
    }

    private let contents = Locked(Contents())

    /// Adds a step and wakes whoever waits for one.
    func append(_ step: FlowStep<Reducer>) {
        let waiters = contents.withLock { contents in
            contents.steps.append(step)
            defer { contents.waiters.removeAll() }
            return contents.waiters.values
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Removes and returns the oldest step, if any.
    func popFirst() -> FlowStep<Reducer>? {
        contents.withLock { $0.steps.isEmpty ? nil : $0.steps.removeFirst() }
    }

    /// Removes and returns every step.
    func removeAll() -> [FlowStep<Reducer>] {
        contents.withLock { contents in
            defer { contents.steps.removeAll() }
            return contents.steps
        }
    }

    /// Removes and returns the oldest step, waiting up to `timeout` for one to arrive.
    func next(timeout: Duration) async -> FlowStep<Reducer>? {
        if let step = popFirst() { return step }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.waitForStep() }
            group.addTask { try? await Task.sleep(for: timeout) }
            await group.next()
            group.cancelAll()
        }
        return popFirst()
    }

    /// Returns once a step is waiting or the calling task is cancelled.
    private func waitForStep() async {
        let waiter = contents.withLock { contents in
            contents.lastWaiter += 1
            return contents.lastWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = contents.withLock { contents in
                    if !contents.steps.isEmpty || contents.abandoned.remove(waiter) != nil { return true }
                    contents.waiters[waiter] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let continuation = contents.withLock { contents in
                guard let continuation = contents.waiters.removeValue(forKey: waiter) else {
                    contents.abandoned.insert(waiter)
                    return CheckedContinuation<Void, Never>?.none
                }
                return continuation
            }
            continuation?.resume()
        }
    }
}
