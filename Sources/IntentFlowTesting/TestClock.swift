import IntentFlow

/// A clock that moves only when the test moves it, for effects that wait: a debounce, a timer, a timeout.
///
/// A ``FlowTestStore`` gives one to its store, which hands it to every effect run as `EffectClock.current`.
/// Effects sleep on it, and the test moves time with ``advance(by:)`` instead of waiting:
///
/// ```swift
/// await store.send(.start)
/// await store.clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.secondsElapsed = 1 }
/// ```
///
/// Moving the clock wakes, in deadline order, every sleep that ends by the new time, then waits until every effect
/// run it woke has run until it sleeps on the clock again or ends: what such a run does — a ping it sends, an event
/// it hands the store — has happened when `advance(by:)` returns, and the test asserts it on the next line. Each
/// run keeps its own time (see `EffectClock`), so moving three seconds at once wakes a one-second loop three times.
///
/// The wait covers a store's effect runs (the clock follows them). A run that, once woken, waits for something
/// other than the clock — a reply the test has yet to release, a fake that waits for the test — keeps
/// `advance(by:)` waiting: release it first. A task that sleeps on the clock outside a store is woken, not waited for.
public final class TestClock: FlowClock, RunFollowingClock {
    /// A task suspended in ``sleep(until:)``.
    private struct Sleeper {
        var id: Int
        var deadline: Duration
        var continuation: CheckedContinuation<Void, any Error>
        /// The store run the sleep belongs to, if any.
        var run: ObjectIdentifier?
    }

    private struct Contents {
        var now: Duration
        var sleepers: [Sleeper] = []
        var lastID = 0
        /// Sleeps cancelled before they registered.
        var cancelled: Set<Int> = []
        /// The store runs the clock woke that have not slept on it again nor ended, with how many of their sleeps
        /// it woke (a run's child tasks share its mark).
        var awake: [ObjectIdentifier: Int] = [:]
        /// Callers of ``advance(by:)`` and ``run()`` waiting for `awake` to empty.
        var waiters: [CheckedContinuation<Void, Never>] = []
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
        try await sleep(until: deadline, for: nil)
    }

    package func sleep(until deadline: Duration, run: ObjectIdentifier) async throws {
        try await sleep(until: deadline, for: run)
    }

    package func runEnded(_ run: ObjectIdentifier) {
        let waiters = contents.withLock { contents in
            contents.awake[run] = nil
            return Self.takeWaitersIfSettled(&contents)
        }
        for waiter in waiters { waiter.resume() }
    }

    private func sleep(until deadline: Duration, for run: ObjectIdentifier?) async throws {
        try Task.checkCancellation()
        let id = contents.withLock { contents in
            contents.lastID += 1
            return contents.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (outcome, waiters) = contents.withLock {
                    contents -> (Result<Void, any Error>?, [CheckedContinuation<Void, Never>]) in
                    if contents.cancelled.remove(id) != nil { return (.failure(CancellationError()), []) }
                    if deadline <= contents.now { return (.success(()), []) }
                    contents.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation, run: run))
                    // The run is back asleep: it no longer keeps a move of the clock waiting.
                    if let run { Self.decrement(run, in: &contents) }
                    return (nil, Self.takeWaitersIfSettled(&contents))
                }
                if let outcome { continuation.resume(with: outcome) }
                for waiter in waiters { waiter.resume() }
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

    /// Moves the clock on by `duration`, waking in deadline order every sleep that ends by then, and returns once
    /// every store run it woke has slept on the clock again or ended.
    public func advance(by duration: Duration) async {
        let due = contents.withLock { contents in
            contents.now += duration
            return Self.takeDue(&contents)
        }
        await wake(due)
    }

    /// Moves the clock to the latest deadline any sleep waits for, waking every one of them in deadline order, and
    /// returns once every store run it woke has slept on the clock again or ended.
    ///
    /// Sleeps a run has not reached yet are not seen: call it again, or ``advance(by:)``, once the run got there.
    public func run() async {
        let due = contents.withLock { contents in
            if let last = contents.sleepers.map(\.deadline).max() { contents.now = max(contents.now, last) }
            return Self.takeDue(&contents)
        }
        await wake(due)
    }

    /// Resumes `due`, then waits until no run it woke is awake.
    private func wake(_ due: [Sleeper]) async {
        guard !due.isEmpty else { return }
        for sleeper in due { sleeper.continuation.resume() }
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let settled = contents.withLock { contents in
                guard contents.awake.isEmpty else {
                    contents.waiters.append(waiter)
                    return false
                }
                return true
            }
            if settled { waiter.resume() }
        }
    }

    /// Removes and returns the sleepers whose deadline has come, earliest first, counting their runs awake.
    private static func takeDue(_ contents: inout Contents) -> [Sleeper] {
        let now = contents.now
        let due = contents.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        contents.sleepers.removeAll { $0.deadline <= now }
        for run in due.compactMap(\.run) { contents.awake[run, default: 0] += 1 }
        return due
    }

    /// Counts one sleep of `run` as no longer awake.
    private static func decrement(_ run: ObjectIdentifier, in contents: inout Contents) {
        guard let count = contents.awake[run] else { return }
        contents.awake[run] = count > 1 ? count - 1 : nil
    }

    /// The waiters to resume if no run is awake; they are removed.
    private static func takeWaitersIfSettled(_ contents: inout Contents) -> [CheckedContinuation<Void, Never>] {
        guard contents.awake.isEmpty, !contents.waiters.isEmpty else { return [] }
        defer { contents.waiters.removeAll() }
        return contents.waiters
    }
}
