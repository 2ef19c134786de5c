import IntentFlow

/// A clock that moves only when the test moves it, for effects that wait: a debounce, a timer, a timeout.
///
/// A ``FlowTestStore`` gives one to its store, which hands it to every effect run as `EffectClock.current`.
/// Effects sleep on it, and the test moves time with ``advance(by:)`` instead of waiting:
///
/// ```swift
/// await store.send(.start)
/// store.clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.secondsElapsed = 1 }
/// ```
///
/// Moving the clock wakes, in deadline order, every sleep that ends by the new time. Each run keeps its own time
/// (see `EffectClock`), so moving three seconds at once wakes a one-second loop three times.
public final class TestClock: FlowClock {
    /// A task suspended in ``sleep(until:)``.
    private struct Sleeper {
        var id: Int
        var deadline: Duration
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct Contents {
        var now: Duration
        var sleepers: [Sleeper] = []
        var lastID = 0
        /// Sleeps cancelled before they registered.
        var cancelled: Set<Int> = []
    }

    private let contents: Locked<Contents>

    /// Creates a clock whose time starts at `now`.
    public init(now: Duration = .zero) {
        contents = Locked(Contents(now: now))
    }

    /// The time the test has moved the clock to.
    public var now: Duration {
        contents.withLock { $0.now }
    }

    /// A test clock moves only when told to.
    public var isManual: Bool { true }

    /// How many sleeps are waiting for the clock to move.
    public var sleeperCount: Int {
        contents.withLock { $0.sleepers.count }
    }

    /// The earliest deadline a sleep waits for, if any does.
    public var nextDeadline: Duration? {
        contents.withLock { $0.sleepers.map(\.deadline).min() }
    }

    /// Suspends until the test moves the clock to `deadline` or past it; returns at once if it is there.
    public func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
        let id = contents.withLock { contents in
            contents.lastID += 1
            return contents.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let outcome = contents.withLock { contents -> Result<Void, any Error>? in
                    if contents.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= contents.now { return .success(()) }
                    contents.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = contents.withLock { contents -> Sleeper? in
                guard let index = contents.sleepers.firstIndex(where: { $0.id == id }) else {
                    // Not registered yet (or already woken, when this mark is never read).
                    contents.cancelled.insert(id)
                    return nil
                }
                return contents.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, waking in deadline order every sleep that ends by then.
    public func advance(by duration: Duration) {
        let due = contents.withLock { contents in
            contents.now += duration
            return Self.takeDue(&contents)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Moves the clock to the latest deadline any sleep waits for, waking every one of them in deadline order.
    ///
    /// Sleeps a run has not reached yet are not seen: call it again, or ``advance(by:)``, once the run got there.
    public func run() {
        let due = contents.withLock { contents in
            if let last = contents.sleepers.map(\.deadline).max() { contents.now = max(contents.now, last) }
            return Self.takeDue(&contents)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Removes and returns the sleepers whose deadline has come, earliest first.
    private static func takeDue(_ contents: inout Contents) -> [Sleeper] {
        let now = contents.now
        let due = contents.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        contents.sleepers.removeAll { $0.deadline <= now }
        return due
    }
}
