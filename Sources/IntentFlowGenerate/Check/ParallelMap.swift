import Dispatch
import Foundation

/// Runs independent pieces of work on every core, each worker with its own ``PatternScratch``.
///
/// Files are checked one per iteration; iterations are grouped into chunks so a worker keeps one scratch (PCRE2 match
/// data) for many files, and each result is written to its own slot, so no lock is needed.
enum ParallelMap {
    /// `body(index, scratch)` for every index below `count`, results in index order.
    static func map<Result: Sendable>(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ body: @Sendable (Int, PatternScratch) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let workers = max(1, min(workers, count))
        if workers == 1 {
            let scratch = PatternScratch()
            return (0..<count).map { body($0, scratch) }
        }
        // More chunks than workers balance uneven files; few enough that a scratch is reused across many files.
        let chunks = min(count, workers * 8)
        let slots = Slots<Result>(count: count)
        defer { slots.deallocate() }
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let scratch = PatternScratch()
            let start = chunk * count / chunks
            let end = (chunk + 1) * count / chunks
            for index in start..<end { slots.set(index, body(index, scratch)) }
        }
        return slots.values()
    }

    /// One result slot per index. Each index is written by exactly one worker and read only after all have finished
    /// (`concurrentPerform` returns after its last iteration), which is why sharing the buffer is safe.
    private struct Slots<Value: Sendable>: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        func set(_ index: Int, _ value: Value) { buffer[index] = value }

        func values() -> [Value] { buffer.compactMap { $0 } }

        func deallocate() {
            _ = buffer.deinitialize()
            buffer.deallocate()
        }
    }
}
