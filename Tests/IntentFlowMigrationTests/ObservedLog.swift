// What 0.1.3's store tests kept in an actor filled from `Task`s and read after a sleep. Observers run on the store's
// actor while `send`/`receive` applies the signal, so a lock-protected log filled synchronously holds every value
// once the call returns (Docs/Migration.md, edit X2).
import Foundation

/// Values an observer saw, in order.
final class ObservedLog<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [Value] = []

    var values: [Value] {
        lock.withLock { log }
    }

    func append(_ value: Value) {
        lock.withLock { log.append(value) }
    }
}
