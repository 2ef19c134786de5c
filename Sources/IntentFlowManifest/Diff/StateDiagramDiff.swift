/// A feature's state machine drawn over both sides of a diff: the working tree's states and transitions, with the
/// states and transitions the working tree added, and the ones it removed, marked.
package struct StateDiagramDiff: Hashable, Sendable {
    /// Whether a state or a transition is on both sides, new, or gone.
    package enum Mark: String, Hashable, Sendable {
        case kept, added, removed
    }

    /// A state and its mark.
    package struct State: Hashable, Sendable {
        package var name: String
        package var mark: Mark
    }

    /// A transition (``ManifestGraph/Edge``) and its mark.
    package struct Transition: Hashable, Sendable {
        package var edge: ManifestGraph.Edge
        package var mark: Mark
    }

    /// The states: the working tree's in order, then those only the base declares.
    package var states: [State]
    /// The initial state (the working tree's, else the base's).
    package var initial: String?
    /// The transitions: the working tree's in order, then those only the base has.
    package var transitions: [Transition]

    /// The diagram of `base` against `head`; a side that is `nil` (a feature added or removed) has nothing.
    package init(base: Manifest?, head: Manifest?) {
        let baseStates = base.map { $0.states.map(\.name) } ?? []
        let headStates = head.map { $0.states.map(\.name) } ?? []
        states = Self.marked(base: baseStates, head: headStates).map { State(name: $0, mark: $1) }
        initial = head?.initialStateName ?? base?.initialStateName
        let baseEdges = base.map(ManifestGraph.edges(of:)) ?? []
        let headEdges = head.map(ManifestGraph.edges(of:)) ?? []
        transitions = Self.marked(base: baseEdges, head: headEdges).map { Transition(edge: $0, mark: $1) }
    }

    /// Whether any state or transition was added or removed.
    package var hasChanges: Bool {
        states.contains { $0.mark != .kept } || transitions.contains { $0.mark != .kept }
    }

    /// `head`'s elements marked kept or added, then `base`'s that `head` lacks marked removed; each once.
    private static func marked<Element: Hashable>(base: [Element], head: [Element]) -> [(Element, Mark)] {
        let baseSet = Set(base)
        let headSet = Set(head)
        var seen = Set<Element>()
        var result: [(Element, Mark)] = []
        for element in head where seen.insert(element).inserted {
            result.append((element, baseSet.contains(element) ? .kept : .added))
        }
        for element in base where !headSet.contains(element) && seen.insert(element).inserted {
            result.append((element, .removed))
        }
        return result
    }

    /// The diagram as a Mermaid `stateDiagram-v2`: added transitions' labels start with `+`, removed ones' with `−`
    /// (Mermaid cannot style one transition of a state diagram); added and removed states are coloured by class.
    package var mermaid: String {
        var lines = ["stateDiagram-v2"]
        lines += states.map { state in
            let id = Self.mermaidID(state.name)
            return id == state.name ? "    \(id)" : "    \(id) : \(state.name)"
        }
        if let initial { lines.append("    [*] --> \(Self.mermaidID(initial))") }
        for transition in transitions {
            let prefix: String
            switch transition.mark {
            case .kept: prefix = ""
            case .added: prefix = "+ "
            case .removed: prefix = "− "
            }
            let edge = transition.edge
            let label = prefix + edge.label
            lines.append("    \(Self.mermaidID(edge.from)) --> \(Self.mermaidID(edge.to)) : \(label)")
        }
        let added = states.filter { $0.mark == .added }.map { Self.mermaidID($0.name) }
        let removed = states.filter { $0.mark == .removed }.map { Self.mermaidID($0.name) }
        if !added.isEmpty {
            lines.append("    classDef added fill:#d4f8d4,stroke:#1a7f37")
            lines.append("    class \(added.joined(separator: ",")) added")
        }
        if !removed.isEmpty {
            lines.append("    classDef removed fill:#ffd7d5,stroke:#cf222e,stroke-dasharray:4")
            lines.append("    class \(removed.joined(separator: ",")) removed")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Words a Mermaid state diagram reads as keywords, which cannot name a state.
    private static let mermaidKeywords: Set<String> = ["state", "note", "end", "direction", "class", "classDef"]

    private static func mermaidID(_ name: String) -> String {
        mermaidKeywords.contains(name) ? name + "_" : name
    }
}
