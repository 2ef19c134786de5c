import IntentFlow

/// The states a ``FlowConformance`` exploration has reached, in the order reached, each with the step that first
/// reached it, so the path to any of them can be told.
///
/// A node is its position in three lists rather than a value of a nested type: in the generic code an exploration
/// runs as, every use of a type built on `State` asks the runtime for that type at every step, and `[State]` needs
/// nothing but `State`.
struct ExplorationGraph<State: Equatable> {
    /// Every state reached, the initial one first.
    private(set) var states: [State]
    /// Each state's case name.
    private(set) var names: [String]
    /// For each state, the node it was first reached from and the index of the signal that reached it; `nil` for
    /// the initial state.
    private var parents: [(node: Int, signal: Int)?]
    /// Node indexes by case name: states are told apart with `==` only among those of the same case.
    private var byName: [String: [Int]]

    init(initial: State, name: String) {
        states = [initial]
        names = [name]
        parents = [nil]
        byName = [name: [0]]
    }

    /// The number of states reached.
    var count: Int { states.count }

    /// Records `state` as reached from node `parent` by signal `signal`, unless it was reached before; whether it
    /// is new.
    @discardableResult
    mutating func reach(_ state: State, name: String, from parent: Int, by signal: Int) -> Bool {
        if let same = byName[name] {
            for index in same where states[index] == state { return false }
        }
        byName[name, default: []].append(states.count)
        states.append(state)
        names.append(name)
        parents.append((parent, signal))
        return true
    }

    /// From the initial state to node `index`: each state's case name, and between two of them the name of the
    /// signal that led from one to the next.
    func path(to index: Int, signals: [FlowSignal<String, String>]) -> [String] {
        var path: [String] = []
        var current: Int? = index
        while let position = current {
            path.append(names[position])
            if let parent = parents[position] {
                path.append(ConformanceFailure.name(of: signals[parent.signal]))
                current = parent.node
            } else {
                current = nil
            }
        }
        return path.reversed()
    }
}
