import Testing
import IntentFlow
@testable import IntentFlowOrchestrator

@Suite(.timeLimit(.minutes(1)))
struct CompletionSignalTests {
    let signal = CompletionSignal()

    @Test func waitSuspendsUntilCompleted() async {
        let finished = Locked(0)
        let waiter = startWaiter(on: signal, counting: finished)
        await yield(until: { signal.waiterCount == 1 })
        #expect(finished.withLock { $0 } == 0)
        #expect(!signal.isCompleted)

        signal.complete()
        await expectNoLostWaiter(in: signal, finished: finished, waiters: [waiter])
    }

    @Test func waitAfterCompletionReturnsAtOnce() async {
        signal.complete()
        #expect(signal.isCompleted)
        let finished = Locked(0)
        let waiter = startWaiter(on: signal, counting: finished)
        await expectNoLostWaiter(in: signal, finished: finished, waiters: [waiter])
    }

    @Test func completingAgainChangesNothing() {
        signal.complete()
        signal.complete()
        #expect(signal.isCompleted)
        #expect(signal.waiterCount == 0)
    }

    @Test func everyWaiterResumes() async {
        let finished = Locked(0)
        let waiters = (0..<100).map { _ in startWaiter(on: signal, counting: finished) }
        await yield(until: { signal.waiterCount == waiters.count })
        #expect(finished.withLock { $0 } == 0)

        signal.complete()
        await expectNoLostWaiter(in: signal, finished: finished, waiters: waiters)
    }

    @Test func completingFromManyThreadsWhileManyWaitResumesEveryWaiter() async {
        for iteration in 0..<1_000 {
            let signal = CompletionSignal()
            let finished = Locked(0)
            // Yields shift where the completions land among the waiters' steps.
            let waiters = (0..<3).map { waiter in
                startWaiter(on: signal, counting: finished, yieldingFirst: (iteration + waiter) % 4)
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
        let waiter = startWaiter(on: signal, counting: finished)
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
            // Yields shift where cancellation lands.
            let waiter = startWaiter(on: signal, counting: finished, yieldingFirst: iteration % 4)
            let canceller = Task.detached { waiter.cancel() }
            await canceller.value
            #expect(!signal.isCompleted)
            await expectNoLostWaiter(in: signal, finished: finished, waiters: [waiter])
        }
    }

    @Test func cancellingOneWaiterLeavesTheOthersWaiting() async {
        let cancelledFinished = Locked(0)
        let cancelled = startWaiter(on: signal, counting: cancelledFinished)
        let keptFinished = Locked(0)
        let kept = startWaiter(on: signal, counting: keptFinished)
        await yield(until: { signal.waiterCount == 2 })
        cancelled.cancel()
        await yield(until: { cancelledFinished.withLock { $0 } == 1 })
        #expect(signal.waiterCount == 1)
        #expect(keptFinished.withLock { $0 } == 0)

        signal.complete()
        await expectNoLostWaiter(in: signal, finished: keptFinished, waiters: [kept])
    }

    /// Starts a task that waits on `signal`, after yielding `yields` times, then adds one to
    /// `finished`.
    private func startWaiter(
        on signal: CompletionSignal, counting finished: Locked<Int>, yieldingFirst yields: Int = 0
    ) -> Task<Void, Never> {
        Task.detached {
            for _ in 0..<yields { await Task.yield() }
            await signal.wait()
            finished.withLock { $0 += 1 }
        }
    }

    /// Expects every one of `waiters` to finish by itself (each adds one to `finished`), `signal`
    /// having been completed or the waiters cancelled. Fails rather than hangs when the signal
    /// loses a waiter: as soon as one is left counted in `waiterCount`, or when the suite's time
    /// limit cancels the test (a continuation dropped without being resumed). Completes `signal`
    /// afterwards to set lost waiters free.
    private func expectNoLostWaiter(
        in signal: CompletionSignal, finished: Locked<Int>, waiters: [Task<Void, Never>]
    ) async {
        await yield(until: { finished.withLock { $0 } == waiters.count || signal.waiterCount > 0 })
        #expect(finished.withLock { $0 } == waiters.count)
        #expect(signal.waiterCount == 0)
        signal.complete()
    }
}
