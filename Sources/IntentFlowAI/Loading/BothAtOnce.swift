import Dispatch

/// Runs two pieces of work at the same time (on a second core when one is free) and returns both results.
///
/// The work may capture non-`Sendable` values such as buffer pointers: each piece runs exactly once, the pieces
/// share nothing mutable, and both have finished, with their results visible, before this returns.
func bothAtOnce<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            let slots = Slots(first: first, second: second)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { slots.firstResult = slots.first() } else { slots.secondResult = slots.second() }
            }
            // Both slots are filled: concurrentPerform returns only after both iterations ran.
            return (slots.firstResult!, slots.secondResult!)
        }
    }
}

/// The two pieces of work and their results, written by one iteration each.
private final class Slots<First, Second>: @unchecked Sendable {
    let first: () -> First
    let second: () -> Second
    var firstResult: First?
    var secondResult: Second?

    init(first: @escaping () -> First, second: @escaping () -> Second) {
        self.first = first
        self.second = second
    }
}
