/// What the store does with the runs already in flight under an effect's ``EffectID`` when the effect is requested.
///
/// A policy only matters for effects that have an id; an effect without one always just runs.
public enum EffectPolicy: Hashable, Sendable {
    /// Start a new run beside any in flight. Every run started under an id stays registered under it, so
    /// ``Next/cancel(_:)`` or ``FlowStore/cancelEffect(id:)`` stops all of them: no run is ever left that
    /// cannot be cancelled.
    case run
    /// Cancel every run in flight under the id, then start the new run in their place. Events that the
    /// cancelled runs produced but the store had not yet applied are dropped.
    case cancelInFlight
    /// Cancel every run in flight under the id and start nothing: the effect value is not run.
    case cancelOnly
}
