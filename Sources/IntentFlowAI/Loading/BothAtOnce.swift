#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs two pieces of work at the same time and returns both results: `second` on a POSIX thread started for
/// this call, `first` on the calling thread. If no thread can be started, both run here, one after the other.
///
/// A thread of its own rather than a pool: a pool thread may not be free at once (the caller may itself hold one)
/// and then the pieces run one after the other; Foundation's `Thread` took milliseconds to start here. A POSIX
/// thread starts in tens of microseconds, so callers still use this only for work of milliseconds.
///
/// The work may capture non-`Sendable` values such as buffer pointers: each piece runs exactly once, the pieces
/// share nothing mutable, and both have finished, with their results visible, before this returns.
func bothAtOnce<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
    withoutActuallyEscaping(second) { second in
        let job = Job(second)
        let context = Unmanaged.passRetained(job as AnyObject).toOpaque()
        guard let thread = startThread(context) else {
            Unmanaged<AnyObject>.fromOpaque(context).release()
            return (first(), second())
        }
        let firstResult = first()
        pthread_join(thread, nil)
        // pthread_join orders the thread's writes before this read.
        return (firstResult, job.result!)
    }
}

/// Starts a thread running the ``Runnable`` retained at `context` (and releasing it); `nil` when none starts.
private func startThread(_ context: UnsafeMutableRawPointer) -> pthread_t? {
    #if canImport(Darwin)
        var thread: pthread_t?
    #else
        var thread = pthread_t()
    #endif
    let status = pthread_create(
        &thread, nil,
        { context in
            let pointer: UnsafeMutableRawPointer? = context
            let job = Unmanaged<AnyObject>.fromOpaque(pointer!).takeRetainedValue()
            (job as? Runnable)?.run()
            return nil
        }, context)
    guard status == 0 else { return nil }
    return thread
}

/// Work a started thread runs.
private protocol Runnable: AnyObject {
    func run()
}

/// One piece of work and, once it ran, its result (written by the thread, read after it is joined).
private final class Job<Result>: Runnable, @unchecked Sendable {
    let work: () -> Result
    var result: Result?

    init(_ work: @escaping () -> Result) { self.work = work }

    func run() { result = work() }
}

/// ``bothAtOnce(_:_:)``, for benchmarks that measure what a second core gives on this machine at the moment.
@_spi(Benchmarks)
public func measuringBothAtOnce<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
    bothAtOnce(first, second)
}
