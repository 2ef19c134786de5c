/// Draws a feature's state machine from its acceptance traces, as Mermaid or Graphviz DOT.
///
/// Every declared state is a node (the initial one marked); every distinct trace transition is an edge labelled
/// with its signal and what it requests: `submit / validate effect, cancel poll, completed output, home route`.
/// Output depends only on the manifest, so it is stable across runs.
package enum ManifestGraph {
    /// The drawing languages.
    package enum Format: String, CaseIterable, Sendable {
        /// A Mermaid `stateDiagram-v2` (renders in GitHub Markdown).
        case mermaid
        /// A Graphviz `digraph`.
        case dot
    }

    /// One edge: a transition and its label.
    package struct Edge: Hashable, Sendable {
        /// The state before.
        package var from: String
        /// The state after.
        package var to: String
        /// The signal, then what the transition requests.
        package var label: String
    }

    /// The distinct transitions of the manifest's traces, in trace order.
    package static func edges(of manifest: Manifest) -> [Edge] {
        var seen: Set<Edge> = []
        var edges: [Edge] = []
        for trace in manifest.acceptanceTraces {
            var requests = trace.effects.map { "\($0.name) effect" }
            requests += trace.cancellations.map { "cancel \($0.name)" }
            requests += trace.outputs.map { "\($0.name) output" }
            requests += trace.routes.map { "\($0.name) route" }
            var label = trace.signal.name
            if !requests.isEmpty { label += " / " + requests.joined(separator: ", ") }
            let edge = Edge(from: trace.from.name, to: trace.to.name, label: label)
            if seen.insert(edge).inserted { edges.append(edge) }
        }
        return edges
    }

    /// The drawing in the given format, ending in a newline.
    package static func render(_ manifest: Manifest, as format: Format) -> String {
        var states: [String] = []
        var declared: Set<String> = []
        for state in manifest.states where declared.insert(state.name).inserted { states.append(state.name) }
        let edges = edges(of: manifest)
        switch format {
        case .mermaid:
            var lines = ["stateDiagram-v2"]
            lines += states.map { mermaidID($0) == $0 ? "    \($0)" : "    \(mermaidID($0)) : \($0)" }
            if let initial = states.first { lines.append("    [*] --> \(mermaidID(initial))") }
            lines += edges.map { "    \(mermaidID($0.from)) --> \(mermaidID($0.to)) : \($0.label)" }
            return lines.joined(separator: "\n") + "\n"
        case .dot:
            var lines = [
                "digraph \(quoted(manifest.feature)) {", "    rankdir=LR;", "    node [shape=box, style=rounded];",
            ]
            if let initial = states.first {
                lines.append("    \"__initial\" [shape=point, label=\"\"];")
                lines.append("    \"__initial\" -> \(quoted(initial));")
            }
            for (index, state) in states.enumerated() {
                lines.append("    \(quoted(state))\(index == 0 ? " [penwidth=2]" : "");")
            }
            lines += edges.map { "    \(quoted($0.from)) -> \(quoted($0.to)) [label=\(quoted($0.label))];" }
            lines.append("}")
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// Words a Mermaid state diagram reads as keywords, which cannot name a state.
    private static let mermaidKeywords: Set<String> = ["state", "note", "end", "direction", "class", "classDef"]

    /// `name` as a Mermaid state id: a keyword (such as `state`, the state of a manifest with fields and no
    /// states) gets a trailing `_` and is shown by its name.
    private static func mermaidID(_ name: String) -> String {
        mermaidKeywords.contains(name) ? name + "_" : name
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"") + "\""
    }
}
