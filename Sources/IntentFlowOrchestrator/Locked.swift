import Foundation

/// A value that many threads read and write, one at a time.
///
/// `NSLock` rather than `Synchronization.Mutex`, which needs iOS 18 and macOS 15.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while no other thread can touch it. Keep `body` short, and resume
    /// no continuation inside it.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
