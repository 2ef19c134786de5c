import IntentFlow

/// The states a ``FlowConformance`` exploration has reached, in the order reached, each with the step that first
/// reached it, so the path to any of them can be told, and the effect runs pending there (``PendingRuns``): a node is
/// a state and its pending runs.
///
/// A node is its position in parallel lists rather than a value of a nested type: in the generic code an exploration
/// runs as, every use of a type built on `State` asks the runtime for that type at every step, and `[State]` needs
/// nothing but `State`.
struct ExplorationGraph<State: Equatable> {
    /// Every state reached, the initial one first.
    private(set) var states: [State]
    /// Each state's case name.
    private(set) var names: [String]
    /// Each node's pending runs, from the path that first reached it.
    private(set) var runs: [PendingRuns]
    /// Each node's distance from the initial state, in steps.
    private(set) var depths: [Int]
    /// For each state, the node it was first reached from, the index of the signal that reached it and whether that
    /// signal was delivered as a late outcome; `nil` for the initial state.
    private var parents: [(node: Int, signal: Int, isLate: Bool)?]
    /// Node indexes by case name and pending runs (``PendingRuns/key``): states are told apart with `==` only among
    /// those of the same case with the same runs pending, and in a large group only among those of the same
    /// fingerprint (``StateBucket``).
    private var byKey: [String: StateBucket<State>]

    init(initial: State, name: String) {
        states = [initial]
        names = [name]
        runs = [PendingRuns()]
        depths = [0]
        parents = [nil]
        byKey = [Self.key(name, PendingRuns()): StateBucket(first: 0)]
    }

    /// The number of states reached.
    var count: Int { states.count }

    /// Records `state` with `pending` runs as reached from node `parent` by signal `signal` (delivered as a late
    /// outcome when `isLate`), unless it was reached before with the same runs pending; whether it is new.
    @discardableResult
    mutating func reach(
        _ state: State, name: String, pending: PendingRuns, from parent: Int, by signal: Int, isLate: Bool = false
    ) -> Bool {
        let key = Self.key(name, pending)
        var bucket = byKey.removeValue(forKey: key) ?? StateBucket()
        defer { byKey[key] = bucket }
        guard bucket.insert(state, at: states.count, in: states) else { return false }
        states.append(state)
        names.append(name)
        runs.append(pending)
        depths.append(depths[parent] + 1)
        parents.append((parent, signal, isLate))
        return true
    }

    /// The key a node is found by, beside its state.
    private static func key(_ name: String, _ pending: PendingRuns) -> String { name + "\u{3}" + pending.key }

    /// From the initial state to node `index`: each state's case name, and between two of them the name of the
    /// signal that led from one to the next, `uploaded (late)` for a late outcome.
    func path(to index: Int, signals: [FlowSignal<String, String>]) -> [String] {
        var path: [String] = []
        var current: Int? = index
        while let position = current {
            path.append(names[position])
            if let parent = parents[position] {
                path.append(ConformanceFailure.name(of: signals[parent.signal], isLate: parent.isLate))
                current = parent.node
            } else {
                current = nil
            }
        }
        return path.reversed()
    }
}
