import IntentFlow

/// The states a ``FlowConformance`` exploration has reached, in the order reached, each with the step that first
/// reached it, so the path to any of them can be told.
struct ExplorationGraph<State: Equatable> {
    /// A reached state.
    struct Node {
        /// The state.
        let state: State
        /// Its case name.
        let name: String
        /// The node it was first reached from, and the index of the signal that reached it; `nil` for the initial
        /// state.
        let parent: (node: Int, signal: Int)?
    }

    /// Every state reached, the initial one first.
    private(set) var nodes: [Node]
    /// Node indexes by case name: states are told apart with `==` only among those of the same case.
    private var byName: [String: [Int]]

    init(initial: State, name: String) {
        nodes = [Node(state: initial, name: name, parent: nil)]
        byName = [name: [0]]
    }

    /// Records `state` as reached from node `parent` by signal `signal`, unless it was reached before.
    mutating func reach(_ state: State, name: String, from parent: Int, by signal: Int) {
        let same = byName[name, default: []]
        guard !same.contains(where: { nodes[$0].state == state }) else { return }
        byName[name, default: []].append(nodes.count)
        nodes.append(Node(state: state, name: name, parent: (parent, signal)))
    }

    /// From the initial state to node `index`: each state's case name, and between two of them the name of the
    /// signal that led from one to the next.
    func path(to index: Int, signals: [FlowSignal<String, String>]) -> [String] {
        var path: [String] = []
        var current: Int? = index
        while let position = current {
            let node = nodes[position]
            path.append(node.name)
            if let parent = node.parent {
                path.append(ConformanceFailure.name(of: signals[parent.signal]))
                current = parent.node
            } else {
                current = nil
            }
        }
        return path.reversed()
    }}
