import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The time one tool call may take before the server answers without it: a call that does not finish (a file
/// system that stops answering, a runaway input) must not leave the agent waiting for good.
///
/// When the bound passes first the request is answered with an error and the work is cancelled: the check and the
/// generation pipeline stop at their next file or stage boundary, and a `generate` that had not begun renaming writes
/// nothing (``MCPWorkerExecutor``). Work that never looks (a read blocked in the kernel) still ends on its own.
/// ``MCPRequestScheduler`` applies the bound to the stdio server's concurrent requests; ``run(_:)`` to the messages
/// of ``MCPServer/handle(_:)``, one at a time.
struct MCPTimeBound: Sendable {
    /// The bound in seconds.
    var seconds: Double

    /// The default bound: two minutes, far above what a tool takes on a real project.
    static let standard = MCPTimeBound(seconds: 120)

    /// `work`'s value, or `nil` when it did not finish within the bound (its task then cancelled). An infinite bound
    /// runs `work` here, on the caller's thread (a fuzzer, which bounds each input itself).
    func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Value? {
        guard seconds.isFinite else { return work() }
        let box = ResultBox<Value>()
        let task = WorkerThread.task { box.set(work()) }
        guard let value = box.wait(seconds: seconds) else {
            task.cancel()
            return nil
        }
        return value
    }

    /// A value handed from the worker thread to the waiting one. The worker writes it before signalling and the
    /// waiter reads it only after the signal arrived, so the semaphore orders the two; after a timeout it is never
    /// read.
    private final class ResultBox<Value: Sendable>: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var value: Value?

        func set(_ value: Value) {
            self.value = value
            done.signal()
        }

        func wait(seconds: Double) -> Value? {
            guard done.wait(timeout: .now() + seconds) == .success else { return nil }
            return value
        }
    }
}
