/// Which effect a scenario's reply answers: the one `to:` names, or else the latest one requested whose `emits:`
/// lists the event. The same rule serves validation and the generated test, so both agree on it.
package enum ScenarioReplies {
    /// The latest effect among `requested` that the reply `event` answers, or `nil` when there is none.
    package static func effect(
        answering event: String, to named: String?, among requested: [TraceName], in manifest: Manifest
    ) -> TraceName? {
        requested.last { effect in
            if let named { return effect.name == named }
            return manifest.effects.first { $0.name == effect.name }?.emits.contains { $0.name == event } ?? false
        }
    }
}
