// intentflow-ios 0.1.3 spellings of EffectRequest (Docs/Migration.md). The two that still compile forward to the
// one initializer; the cancellation request, which no longer exists, is kept only to name its replacement.

extension EffectRequest {
    /// The intentflow-ios 0.1.3 spelling of ``init(_:id:policy:)``.
    @available(
        *, deprecated, renamed: "init(_:id:policy:)",
        message: "intentflow-ios 0.1.3 spelling: write EffectRequest(effect, id: id, policy: policy)"
    )
    @inlinable
    public static func run(_ effect: Effect, id: EffectID? = nil, policy: EffectPolicy = .run) -> EffectRequest {
        EffectRequest(effect, id: id, policy: policy)
    }

    /// The intentflow-ios 0.1.3 initializer, whose effect came last; it is no longer optional, since a request
    /// always runs an effect and a cancellation is a ``Next/cancellations`` entry.
    @available(
        *, deprecated, renamed: "init(_:id:policy:)",
        message: "intentflow-ios 0.1.3 spelling: write EffectRequest(effect, id: id, policy: policy)"
    )
    @inlinable
    public init(id: EffectID? = nil, policy: EffectPolicy = .run, effect: Effect) {
        self.init(effect, id: id, policy: policy)
    }

    /// In intentflow-ios 0.1.3 a cancellation was an effect request without an effect. It is an ``EffectID`` in
    /// ``Next/cancellations`` now; declared only so that the compiler names the edit.
    @available(
        *, unavailable,
        message: """
            cancellations are not EffectRequests: they are EffectIDs in Next.cancellations \
            (compare next.cancellations with [id]); Next.cancel(_:) is unchanged
            """
    )
    public static func cancel(_ id: EffectID) -> EffectRequest {
        fatalError("unavailable")
    }
}
