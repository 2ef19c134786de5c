#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A detached POSIX thread with a stack of a given size: `Thread` (which can set one) needs the full Foundation on
/// Linux, and Dispatch's threads have small stacks that the deep YAML and JSON tools parse would overflow.
enum WorkerThread {
    /// Runs `work` on a new detached thread with `stackSize` bytes of stack; runs it here when no thread can be made.
    static func start(stackSize: Int, _ work: @escaping @Sendable () -> Void) {
        // Allocated, not `pthread_attr_t()`: with MemberImportVisibility the compiler finds that zero initializer
        // only through CYAML (whose headers also declare the type), a module this target does not depend on.
        let attributes = UnsafeMutablePointer<pthread_attr_t>.allocate(capacity: 1)
        defer { attributes.deallocate() }
        pthread_attr_init(attributes)
        defer { pthread_attr_destroy(attributes) }
        pthread_attr_setstacksize(attributes, stackSize)
        pthread_attr_setdetachstate(attributes, Int32(PTHREAD_CREATE_DETACHED))
        let box = Unmanaged.passRetained(Work(work)).toOpaque()
        #if os(Linux)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let created = pthread_create(
            &thread, attributes,
            { raw in
                guard let raw else { return nil }
                Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, box)
        if created != 0 {
            Unmanaged<Work>.fromOpaque(box).takeRetainedValue().body()
        }
    }

    /// The closure, boxed to cross into the thread as a pointer.
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
