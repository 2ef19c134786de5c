import Testing
@testable import IntentFlowOrchestrator

@Suite(.timeLimit(.minutes(1)))
struct CompletionSignalTests {
    let signal = CompletionSignal()

    @Test func waitSuspendsUntilCompleted() async {
        let resumed = Locked(false)
        let waiter = Task {
            await signal.wait()
            resumed.withLock { $0 = true }
        }
        await yield(until: { signal.waiterCount == 1 })
        #expect(!resumed.withLock { $0 })
        #expect(!signal.isCompleted)

        signal.complete()
        await waiter.value
        #expect(resumed.withLock { $0 })
        #expect(signal.waiterCount == 0)
    }

    @Test func waitAfterCompletionReturnsAtOnce() async {
        signal.complete()
        #expect(signal.isCompleted)
        let finished = Locked(0)
        let waiter = Task {
            await signal.wait()
            finished.withLock { $0 += 1 }
        }
        await expectNoLostWaiter(in: signal, finished: finished, waiters: [waiter])
    }

    @Test func completingAgainChangesNothing() async {
        signal.complete()
        signal.complete()
        await signal.wait()
        #expect(signal.isCompleted)
    }

    @Test func everyWaiterResumes() async {
        let waiters = 100
        let resumed = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<waiters {
                group.addTask {
                    await signal.wait()
                    resumed.withLock { $0 += 1 }
                }
            }
            await yield(until: { signal.waiterCount == waiters })
            #expect(resumed.withLock { $0 } == 0)
            signal.complete()
        }
        #expect(resumed.withLock { $0 } == waiters)
    }

    @Test func completingFromManyThreadsWhileManyWaitResumesEveryWaiter() async {
        for iteration in 0..<1_000 {
            let signal = CompletionSignal()
            let finished = Locked(0)
            // Yields shift where the completions land among the waiters' steps.
            let waiters = (0..<3).map { waiter in
                Task.detached {
                    for _ in 0..<(iteration + waiter) % 4 { await Task.yield() }
                    await signal.wait()
                    finished.withLock { $0 += 1 }
                }
            }
            let completers = (0..<2).map { completer in
                Task.detached {
                    for _ in 0..<(iteration + completer) % 3 { await Task.yield() }
                    signal.complete()
                }
            }
            for completer in completers { await completer.value }
            // Completed now, so no waiter may be left holding a continuation in the signal.
            await expectNoLostWaiter(in: signal, finished: finished, waiters: waiters)
        }
    }

    @Test func cancelledWaiterResumesWithoutTheSignal() async {
        let finished = Locked(0)
        let waiter = Task {
            await signal.wait()
            finished.withLock { $0 += 1 }
        }
        await yield(until: { signal.waiterCount == 1 })
        waiter.cancel()

        #expect(!signal.isCompleted)
        await expectNoLostWaiter(in: signal, finished: finished, waiters: [waiter])
    }

    @Test func waiterCancelledBeforeWaitingReturnsAtOnce() async {
        let finished = Locked(0)
        let waiter = Task {
            await yield(until: { Task.isCancelled })
            await signal.wait()
            finished.withLock { $0 += 1 }
        }
        waiter.cancel()
        await expectNoLostWaiter(in: signal, finished: finished, waiters: [waiter])
    }

    @Test func cancellingWhileWaitBeginsLeavesNoWaiterBehind() async {
        // Cancellation lands before, during or after `wait()` stores its continuation; each way the
        // waiter must resume.
        for iteration in 0..<1_000 {
            let signal = CompletionSignal()
            let finished = Locked(0)
            let waiter = Task.detached {
                for _ in 0..<iteration % 4 { await Task.yield() }  // shifts where cancellation lands
                await signal.wait()
                finished.withLock { $0 += 1 }
            }
            let canceller = Task.detached { waiter.cancel() }
            await canceller.value
            #expect(!signal.isCompleted)
            await expectNoLostWaiter(in: signal, finished: finished, waiters: [waiter])
        }
    }

    @Test func cancellingOneWaiterLeavesTheOthersWaiting() async {
        let cancelled = Task { await signal.wait() }
        let kept = Task { await signal.wait() }
        await yield(until: { signal.waiterCount == 2 })
        cancelled.cancel()
        await cancelled.value
        #expect(signal.waiterCount == 1)

        signal.complete()
        await kept.value
        #expect(signal.waiterCount == 0)
    }

    /// Expects every one of `waiters` to finish by itself (each adds one to `finished`), `signal`
    /// having been completed or the waiters cancelled. A waiter the signal failed to resume stays
    /// counted in `waiterCount`: the test fails, then completes the signal to set the waiter free,
    /// rather than hanging. Completes `signal` either way.
    private func expectNoLostWaiter(
        in signal: CompletionSignal, finished: Locked<Int>, waiters: [Task<Void, Never>]
    ) async {
        await yield(until: { finished.withLock { $0 } == waiters.count || signal.waiterCount > 0 })
        #expect(signal.waiterCount == 0)
        signal.complete()
        for waiter in waiters { await waiter.value }
    }
}
