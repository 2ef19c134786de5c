#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import Dispatch

/// The time one tool call may take before the server answers without it. The server handles one message at a time;
/// a call that does not finish (a file system that stops answering, a runaway input) would leave the agent, and every
/// message after it, waiting for good. The call runs on a thread of its own; when the bound passes first, the
/// request is answered with an error and the server goes on, the call finishing (or not) on its own.
struct MCPTimeBound: Sendable {
    /// The bound in seconds.
    var seconds: Double

    /// The default bound: two minutes, far above what a tool takes on a real project.
    static let standard = MCPTimeBound(seconds: 120)

    /// `work`'s value, or `nil` when it did not finish within the bound. An infinite bound runs `work` here, on the
    /// caller's thread (a fuzzer, which bounds each input itself).
    func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Value? {
        guard seconds.isFinite else { return work() }
        let box = ResultBox<Value>()
        // Tools parse deep YAML and JSON: the stack of a server's main thread, not a secondary thread's default.
        WorkerThread.start(stackSize: 8 << 20) { box.set(work()) }
        return box.wait(seconds: seconds)
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
