import Dispatch
import Foundation

/// Runs independent pieces of work on every core, results in index order.
///
/// Iterations are grouped into chunks so that a worker keeps one scratch value (for `check`, PCRE2 match data) for
/// many items, and each result is written to its own slot, so no lock is needed.
enum ParallelMap {
    /// `body(index, scratch)` for every index below `count`, results in index order; each chunk of indices shares a
    /// scratch value `makeScratch` made for it.
    static func map<Scratch, Result: Sendable>(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        scratch makeScratch: @Sendable () -> Scratch, _ body: @Sendable (Int, Scratch) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let workers = max(1, min(workers, count))
        if workers == 1 {
            let scratch = makeScratch()
            return (0..<count).map { body($0, scratch) }
        }
        // More chunks than workers balance uneven items; few enough that a scratch is reused across many of them.
        let chunks = min(count, workers * 8)
        let slots = Slots<Result>(count: count)
        defer { slots.deallocate() }
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let scratch = makeScratch()
            let start = chunk * count / chunks
            let end = (chunk + 1) * count / chunks
            for index in start..<end { slots.set(index, body(index, scratch)) }
        }
        return slots.values()
    }

    /// `body(index, scratch)` for every index below `count`, each chunk of indices with its own ``PatternScratch``.
    static func map<Result: Sendable>(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ body: @Sendable (Int, PatternScratch) -> Result
    ) -> [Result] {
        map(count: count, workers: workers, scratch: { PatternScratch() }, body)
    }

    /// `body(index)` for every index below `count`.
    static func map<Result: Sendable>(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount, _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        map(count: count, workers: workers, scratch: {}, { index, _ in body(index) })
    }

    /// `body(index)` for every index below `count`, results in index order; when any throws, the error of the lowest
    /// index is thrown (every index runs first), as a loop in order would have thrown it.
    static func mapThrowingFirst<Value: Sendable, Failure: Error & Sendable>(
        count: Int, _ body: @Sendable (Int) throws(Failure) -> Value
    ) throws(Failure) -> [Value] {
        let results = map(count: count) { index in Result { () throws(Failure) in try body(index) } }
        var values: [Value] = []
        values.reserveCapacity(count)
        for result in results { values.append(try result.get()) }
        return values
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
