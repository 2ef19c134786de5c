#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value guarded by a mutual-exclusion lock, for the little state the store shares between threads.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18; this supports the package's older
/// deployment targets with the platform's own primitive. The value lives behind a pointer rather than in a
/// stored property so that accesses, already exclusive under the lock, skip dynamic exclusivity checks.
/// Package-visible so IntentFlowTesting shares it instead of keeping a copy; inlinable so that the store's
/// hot path specializes in the client.
@usableFromInline
package final class Locked<Value> {
    #if canImport(Darwin)
    @usableFromInline let mutex: UnsafeMutablePointer<os_unfair_lock>
    #else
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    @usableFromInline let value: UnsafeMutablePointer<Value>

    /// Creates a lock guarding `value`.
    @inlinable
    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
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
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value. `body` must not take this lock again.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        defer { os_unfair_lock_unlock(mutex) }
        #else
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&value.pointee)
    }

    /// Runs `body` with exclusive access if no thread — this one included — holds the lock; returns `nil`
    /// without waiting otherwise.
    @inlinable
    package func withLockIfAvailable<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result? {
        #if canImport(Darwin)
        guard os_unfair_lock_trylock(mutex) else { return nil }
        defer { os_unfair_lock_unlock(mutex) }
        #else
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&value.pointee)
    }
}

extension Locked: @unchecked Sendable where Value: Sendable {}
