/// Which acceptance traces apply where: the traces that name a state for a signal, and the `_` traces for that
/// signal in every state no trace names for it — the rule the generated reducer, its tests and the conformance
/// exploration follow.
struct TransitionTable {
    /// A signal as traces resolve it: its name and whether it is an intent or an event.
    struct Signal: Hashable {
        var name: String
        var kind: TraceSignal.Kind
    }

    private struct Key: Hashable {
        var state: String
        var signal: Signal
    }

    private var named: [Key: [AcceptanceTrace]] = [:]
    private var anyState: [Signal: [AcceptanceTrace]] = [:]

    /// The table of `manifest`'s resolved traces.
    init(_ manifest: Manifest) {
        for trace in manifest.acceptanceTraces {
            let signal = Signal(name: trace.signal.name, kind: trace.signal.kind)
            if trace.isFromAnyState {
                anyState[signal, default: []].append(trace)
            } else {
                named[Key(state: trace.from.name, signal: signal), default: []].append(trace)
            }
        }
    }

    /// The traces that name `state` for `signal`, in manifest order.
    func namedTraces(from state: String, on signal: Signal) -> [AcceptanceTrace] {
        named[Key(state: state, signal: signal)] ?? []
    }

    /// The `_` traces for `signal`, in manifest order (they apply only where no trace names the state).
    func anyStateTraces(on signal: Signal) -> [AcceptanceTrace] {
        anyState[signal] ?? []
    }

    /// The traces that apply in `state` on `signal`: those naming the state, else the `_` ones.
    func traces(from state: String, on signal: Signal) -> [AcceptanceTrace] {
        let named = namedTraces(from: state, on: signal)
        return named.isEmpty ? anyStateTraces(on: signal) : named
    }
}
