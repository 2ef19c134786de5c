/// A side effect a reducer asks the store to run, with the id and policy that govern its cancellation.
public struct EffectRequest<Effect> {
    /// The effect to hand to the ``FlowEffectHandler``.
    public var effect: Effect
    /// The id its run is registered under, or `nil` for a run that only ``FlowStore/cancelAllEffects()``
    /// or the store's release can stop.
    public var id: EffectID?
    /// What to do with runs already in flight under ``id``.
    public var policy: EffectPolicy

    /// Creates a request.
    @inlinable
    public init(_ effect: Effect, id: EffectID? = nil, policy: EffectPolicy = .run) {
        self.effect = effect
        self.id = id
        self.policy = policy
    }
}

extension EffectRequest: Sendable where Effect: Sendable {}
extension EffectRequest: Equatable where Effect: Equatable {}
extension EffectRequest: Hashable where Effect: Hashable {}
