import Dispatch

/// The time an editor hook may take before it answers without its work: 10 s by default.
///
/// Claude Code waits for a `PostToolUse` hook before the agent goes on (60 s by default), so a check that runs long —
/// a hostile rule pattern, a file system that stops answering — would stall every edit. The work runs on a worker;
/// when the bound passes first, the hook answers that it skipped the work, and the process ends without it.
package struct HookTimeBound: Sendable, Hashable {
    /// The bound in seconds.
    package var seconds: Double

    /// The bound `hook post-edit` answers within: 10 s, a sixth of Claude Code's default hook timeout.
    package static let standard = HookTimeBound(seconds: 10)

    /// Creates a bound.
    package init(seconds: Double) { self.seconds = seconds }

    /// `work`'s value, or `nil` when it did not finish within the bound (it is left to finish, or not, on its own).
    func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Value? {
        let handoff = Handoff<Value>()
        DispatchQueue.global().async { handoff.deliver(work()) }
        return handoff.receive(within: seconds)
    }

    /// Carries the value from the worker to the waiting thread. The worker stores it before signalling and the waiter
    /// reads it only after the signal, so the semaphore orders the two; after a timeout it is never read.
    private final class Handoff<Value: Sendable>: @unchecked Sendable {
        private let delivered = DispatchSemaphore(value: 0)
        private var value: Value?

        func deliver(_ value: Value) {
            self.value = value
            delivered.signal()
        }

        func receive(within seconds: Double) -> Value? {
            guard delivered.wait(timeout: .now() + seconds) == .success else { return nil }
            return value
        }
    }
}
