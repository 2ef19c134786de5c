#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value guarded by a mutual-exclusion lock: the one lock type of the runtime, the orchestrator and the test
/// support, for the little state they share between threads.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18; this supports the package's older
/// deployment targets with the platform's own primitive. The value lives behind a pointer rather than in a
/// stored property so that accesses, already exclusive under the lock, skip dynamic exclusivity checks.
/// Package-visible so every module of the package shares it instead of keeping a copy; inlinable so that the
/// store's hot path specializes in the client.
///
/// A lock made `reentrant` may be taken again by the thread holding it — an observer's gate calls its callback
/// under the lock, and a callback that cancels its own observation takes it a second time instead of
/// deadlocking. Such a lock guards nothing through its value (`Locked((), reentrant: true)`): a nested access
/// would alias the outer body's `inout` value, so the state it guards lives beside it.
@usableFromInline
package final class Locked<Value> {
    #if canImport(Darwin)
    // `os_unfair_lock` is cheapest but cannot be taken twice; a reentrant lock is a recursive pthread mutex.
    @usableFromInline let unfair: UnsafeMutablePointer<os_unfair_lock>?
    @usableFromInline let recursive: UnsafeMutablePointer<pthread_mutex_t>?
    #else
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    @usableFromInline let value: UnsafeMutablePointer<Value>

    /// Creates a lock guarding `value`; a `reentrant` one may be taken again by the thread holding it.
    @inlinable
    package init(_ value: Value, reentrant: Bool = false) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
        #if canImport(Darwin)
        if reentrant {
            unfair = nil
            recursive = Self.makeMutex(reentrant: true)
        } else {
            let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
            unfair = lock
            recursive = nil
        }
        #else
        mutex = Self.makeMutex(reentrant: reentrant)
        #endif
    }

    /// A pthread mutex, recursive if `reentrant`.
    @usableFromInline
    static func makeMutex(reentrant: Bool) -> UnsafeMutablePointer<pthread_mutex_t> {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if reentrant {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }

    deinit {
        #if canImport(Darwin)
        if let recursive {
            pthread_mutex_destroy(recursive)
            recursive.deinitialize(count: 1)
            recursive.deallocate()
        }
        if let unfair {
            unfair.deinitialize(count: 1)
            unfair.deallocate()
        }
        #else
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        #endif
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Unless the lock is reentrant, `body` must not take this
    /// lock again.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        if let unfair {
            os_unfair_lock_lock(unfair)
            defer { os_unfair_lock_unlock(unfair) }
            return try body(&value.pointee)
        }
        pthread_mutex_lock(recursive!)
        defer { pthread_mutex_unlock(recursive!) }
        #else
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&value.pointee)
    }

    /// Runs `body` with exclusive access if no other thread holds the lock (nor this one, unless the lock is
    /// reentrant); returns `nil` without waiting otherwise.
    @inlinable
    package func withLockIfAvailable<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result? {
        #if canImport(Darwin)
        if let unfair {
            guard os_unfair_lock_trylock(unfair) else { return nil }
            defer { os_unfair_lock_unlock(unfair) }
            return try body(&value.pointee)
        }
        guard pthread_mutex_trylock(recursive!) == 0 else { return nil }
        defer { pthread_mutex_unlock(recursive!) }
        #else
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&value.pointee)
    }
}

extension Locked: @unchecked Sendable where Value: Sendable {}
