internal import IntentFlow

/// A one-shot event that tasks wait for until someone — usually the UI — says it happened.
///
/// A startup action creates a signal, hands it to the screen it shows, and waits; the screen
/// completes it when the user is done, which lets the ``SequenceOrchestrator`` move on:
///
/// ```swift
/// // In the action's execute():
/// let signal = CompletionSignal()
/// state.onboardingSignal = signal
/// state.showOnboarding = true
/// await signal.wait()
///
/// // In the view:
/// Button("Get Started") { signal?.complete() }
/// ```
///
/// - ``complete()`` may be called from any thread or task, any number of times; only the first
///   call has an effect.
/// - ``wait()`` suspends until the signal is completed, and returns at once if it already is. Any
///   number of tasks may wait; all of them resume.
/// - A waiting task that is cancelled resumes without the signal being completed, so a cancelled
///   startup sequence never hangs on a screen that is gone. Check `Task.isCancelled` or
///   ``isCompleted`` afterwards where the difference matters.
public final class CompletionSignal: Sendable {
    private struct State {
        var isCompleted = false
        var waiters: [ObjectIdentifier: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Locked(State())

    /// Makes a signal that has not been completed.
    public init() {}

    /// Whether ``complete()`` has been called.
    public var isCompleted: Bool {
        state.withLock { $0.isCompleted }
    }

    /// The number of tasks suspended in ``wait()``, for tests.
    var waiterCount: Int {
        state.withLock { $0.waiters.count }
    }

    /// Marks the signal completed and resumes every task waiting for it. Calls after the first do
    /// nothing.
    public func complete() {
        let waiters = state.withLock { state in
            state.isCompleted = true
            let waiters = state.waiters.values
            state.waiters.removeAll()
            return waiters
        }
        for waiter in waiters {
            waiter.resume()
        }
    }

    /// Suspends until the signal is completed, or until the calling task is cancelled; returns at
    /// once if either has already happened.
    public func wait() async {
        let waiter = Waiter()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // Cancellation sets the task's flag before it runs `onCancel`, so either `onCancel`
                // finds the continuation stored here, or this finds the flag set: never neither.
                let resumeNow = state.withLock { state in
                    if state.isCompleted || Task.isCancelled { return true }
                    state.waiters[ObjectIdentifier(waiter)] = continuation
                    return false
                }
                if resumeNow {
                    continuation.resume()
                }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: ObjectIdentifier(waiter)) }?.resume()
        }
    }

    /// Identifies one call to ``wait()`` among the waiters, for as long as the call lasts.
    private final class Waiter: Sendable {}
}
