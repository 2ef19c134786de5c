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
        await signal.wait()
        #expect(signal.waiterCount == 0)
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
        // A lost wake-up hangs the test until the suite's time limit fails it.
        for _ in 0..<1_000 {
            let signal = CompletionSignal()
            let waiters = (0..<3).map { _ in Task.detached { await signal.wait() } }
            let completers = (0..<2).map { _ in Task.detached { signal.complete() } }
            for task in waiters { await task.value }
            for task in completers { await task.value }
            #expect(signal.isCompleted)
            #expect(signal.waiterCount == 0)
        }
    }

    @Test func cancelledWaiterResumesWithoutTheSignal() async {
        let waiter = Task {
            await signal.wait()
            return Task.isCancelled
        }
        await yield(until: { signal.waiterCount == 1 })
        waiter.cancel()

        #expect(await waiter.value)
        #expect(!signal.isCompleted)
        #expect(signal.waiterCount == 0)
    }

    @Test func waiterCancelledBeforeWaitingReturnsAtOnce() async {
        let waiter = Task {
            await yield(until: { Task.isCancelled })
            await signal.wait()
        }
        waiter.cancel()
        await waiter.value
        #expect(!signal.isCompleted)
        #expect(signal.waiterCount == 0)
    }

    @Test func cancellingWhileWaitBeginsNeverHangs() async {
        // Cancellation lands before, during or after `wait()` stores its continuation; each way the
        // waiter must resume and leave nothing behind. A hang fails the suite's time limit.
        for _ in 0..<1_000 {
            let waiter = Task.detached { [signal] in await signal.wait() }
            let canceller = Task.detached { waiter.cancel() }
            await canceller.value
            await waiter.value
            #expect(signal.waiterCount == 0)
        }
        #expect(!signal.isCompleted)
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
}
