/// The registry of a store's effect runs, each under a token of its own.
///
/// Runs are keyed by token, never by ``EffectID``: a run that ends after it was replaced removes only itself,
/// and an event is applied only while its run's token is still registered.
struct EffectRuns: Sendable {
    /// Identifies one run for the lifetime of its store.
    typealias Token = UInt64

    /// A run in flight.
    struct Run: Sendable {
        /// The id it was requested under, if any.
        var id: EffectID?
        /// The task iterating its event stream.
        var task: Task<Void, Never>
    }

    private var runs: [Token: Run] = [:]
    private var lastToken: Token = 0

    /// Whether no run is in flight.
    var isEmpty: Bool { runs.isEmpty }

    /// How many runs are in flight.
    var count: Int { runs.count }

    /// The ids of the runs in flight, sorted; runs without an id are left out.
    var ids: [EffectID] { runs.values.compactMap(\.id).sorted { $0.rawValue < $1.rawValue } }

    /// Returns a token no other run of this registry has had.
    mutating func makeToken() -> Token {
        lastToken &+= 1
        return lastToken
    }

    /// Registers a run.
    mutating func register(_ token: Token, id: EffectID?, task: Task<Void, Never>) {
        runs[token] = Run(id: id, task: task)
    }

    /// The run registered under `token`, or `nil` once it finished or was cancelled.
    func run(_ token: Token) -> Run? {
        runs[token]
    }

    /// Removes the run that finished; a token no longer registered (cancelled, replaced) changes nothing.
    mutating func finish(_ token: Token) {
        runs[token] = nil
    }

    /// Cancels and removes every run registered under `id`; returns how many there were.
    @discardableResult
    mutating func cancel(id: EffectID) -> Int {
        let tokens = runs.compactMap { $0.value.id == id ? $0.key : nil }
        for token in tokens {
            runs.removeValue(forKey: token)?.task.cancel()
        }
        return tokens.count
    }

    /// Cancels and removes every run.
    mutating func cancelAll() {
        cancelTasks()
        runs.removeAll()
    }

    /// Cancels every run's task without changing the registry, for a store going away.
    func cancelTasks() {
        for run in runs.values {
            run.task.cancel()
        }
    }
}
