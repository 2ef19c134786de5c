#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value guarded by a mutual-exclusion lock, for the little state the store shares with other threads.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18; this supports the package's older
/// deployment targets with the platform's own primitive.
final class Locked<Value> {
    #if canImport(Darwin)
    private let mutex: UnsafeMutablePointer<os_unfair_lock>
    #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        #if canImport(Darwin)
        mutex.initialize(to: os_unfair_lock())
        #else
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into this lock.
    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        defer { os_unfair_lock_unlock(mutex) }
        #else
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&value)
    }
}

extension Locked: @unchecked Sendable where Value: Sendable {}
