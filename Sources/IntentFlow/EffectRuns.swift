/// The registry of a store's effect runs, each under a token of its own.
///
/// Runs are keyed by token, never by ``EffectID``: a run that ends after it was replaced removes only itself,
/// and an event is applied only while its run's token is still registered.
@usableFromInline
struct EffectRuns: Sendable {
    /// Identifies one run for the lifetime of its store.
    @usableFromInline typealias Token = UInt64

    /// A run in flight.
    @usableFromInline
    struct Run: Sendable {
        /// The id it was requested under, if any.
        @usableFromInline var id: EffectID?
        /// The task iterating its event stream.
        @usableFromInline var task: Task<Void, Never>

        @inlinable
        init(id: EffectID?, task: Task<Void, Never>) {
            self.id = id
            self.task = task
        }
    }

    @usableFromInline var runs: [Token: Run] = [:]
    @usableFromInline var lastToken: Token = 0

    @inlinable
    init() {}

    /// Whether no run is in flight.
    @inlinable var isEmpty: Bool { runs.isEmpty }

    /// How many runs are in flight.
    var count: Int { runs.count }

    /// The ids of the runs in flight, sorted; runs without an id are left out.
    var ids: [EffectID] { runs.values.compactMap(\.id).sorted { $0.rawValue < $1.rawValue } }

    /// Returns a token no other run of this registry has had.
    @inlinable mutating func makeToken() -> Token {
        lastToken &+= 1
        return lastToken
    }

    /// Registers a run.
    @inlinable mutating func register(_ token: Token, id: EffectID?, task: Task<Void, Never>) {
        runs[token] = Run(id: id, task: task)
    }

    /// Whether the run under `token` is still registered: it has not finished nor been cancelled.
    @inlinable func contains(_ token: Token) -> Bool {
        runs[token] != nil
    }

    /// Removes the run that finished; a token no longer registered (cancelled, replaced) changes nothing.
    @inlinable mutating func finish(_ token: Token) {
        runs[token] = nil
    }

    /// Cancels and removes every run registered under `id`; returns how many there were.
    @inlinable @discardableResult
    mutating func cancel(id: EffectID) -> Int {
        let tokens = runs.compactMap { $0.value.id == id ? $0.key : nil }
        for token in tokens {
            runs.removeValue(forKey: token)?.task.cancel()
        }
        return tokens.count
    }

    /// Cancels and removes every run.
    @inlinable mutating func cancelAll() {
        cancelTasks()
        runs.removeAll()
    }

    /// Cancels every run's task without changing the registry, for a store going away.
    @inlinable func cancelTasks() {
        for run in runs.values {
            run.task.cancel()
        }
    }
}
