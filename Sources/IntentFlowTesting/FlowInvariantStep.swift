import IntentFlow

/// One step of a ``FlowConformance`` exploration as a ``FlowInvariant`` sees it: the state before, the signal, what
/// the reducer decided, and the effects in flight afterwards, with every case also by name.
///
/// ```swift
/// step.runs(of: "upload") <= 1                                     // only one upload at a time
/// step.beforeCase != "failed" || step.afterCase == "failed" || step.isOn("retry", "cancel")
/// (step.after("progress") as Double?).map { $0 >= step.before("progress") ?? 0 } ?? true
/// ```
///
/// The exploration knows when a run starts (a request), is replaced (``EffectPolicy/cancelInFlight``) or is
/// cancelled, but not when one ends by itself: a run stays in flight along the path until it is cancelled or
/// replaced.
public struct FlowInvariantStep<Reducer: FlowReducer>: Sendable {
    /// The state the signal was sent in.
    public let before: Reducer.State
    /// The signal.
    public let signal: FlowSignal<Reducer.Intent, Reducer.Event>
    /// What the reducer decided.
    public let next: Next<Reducer.State, Reducer.Effect, Reducer.Output, Reducer.Route>
    /// What it decided, by case name.
    public let named: NamedNext
    /// The case of the state before.
    public let beforeCase: String
    /// The signal's case.
    public let signalCase: String
    /// The effects in flight after the step, by case name, one entry per run.
    public let inFlight: [EffectsInFlight.Run]

    /// The state after.
    public var after: Reducer.State { next.state }
    /// The case of the state after.
    public var afterCase: String { named.state }

    /// How many runs of the effect case `effect` are in flight after the step.
    public func runs(of effect: String) -> Int {
        inFlight.count(where: { $0.effect == effect })
    }

    /// Whether the step requests the effect case `effect`.
    public func requests(_ effect: String) -> Bool {
        named.effects.contains { $0.effect == effect }
    }

    /// Whether the step cancels the effect id `id`.
    public func cancels(_ id: EffectID) -> Bool {
        named.cancellations.contains(id)
    }

    /// Whether the step outputs the output case `output`.
    public func outputs(_ output: String) -> Bool {
        named.outputs.contains(output)
    }

    /// Whether the step keeps the state's case and decides nothing.
    public var keepsState: Bool { named.keeps(beforeCase) }

    /// Whether the signal is one of the cases `signals`.
    public func isOn(_ signals: String...) -> Bool {
        signals.contains(signalCase)
    }

    /// The value the state before carries under `label` (``flowPayload(_:of:)``).
    public func before<Value>(_ label: String) -> Value? {
        flowPayload(label, of: before)
    }

    /// The value the state after carries under `label` (``flowPayload(_:of:)``).
    public func after<Value>(_ label: String) -> Value? {
        flowPayload(label, of: after)
    }
}
