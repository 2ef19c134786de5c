// intentflow-ios 0.1.3 spellings kept compiling; each one's deprecation names the edit (Docs/Migration.md).

/// The intentflow-ios 0.1.3 name of ``NoEffects``.
@available(*, deprecated, renamed: "NoEffects", message: "intentflow-ios 0.1.3 spelling: write NoEffects")
public typealias NoEffectHandler<Effect: Sendable, Event: Sendable> = NoEffects<Effect, Event>
