/// Findings about repeating effects (`every:`): an effect that repeats must say what it emits, and its tick — the
/// first event `emits:` names — must be one the runtime can build on every tick: no values, or the tick's number.
enum RepeatingEffectFindings {
    /// An error at `every:` for each repeating effect that cannot repeat.
    static func findings(_ manifest: Manifest) -> [Finding] {
        manifest.effects.compactMap { effect in
            guard let every = effect.every else { return nil }
            let location = effect.location
            guard let tick = effect.emits.first else {
                return Finding(
                    .invalidEvery,
                    "the effect '\(effect.name)' repeats every \(every.text) but emits nothing; name its tick with "
                        + "'emits:', e.g. emits: [timerTicked]", at: location)
            }
            // An undeclared event is `manifest.unknown-emitted-event`'s to report.
            guard let event = manifest.events.first(where: { $0.name == tick.name }) else { return nil }
            let types = event.parameters.map { NameCharacters.withoutWhitespace($0.type) }
            guard types.isEmpty || types == ["Int"] else {
                return Finding(
                    .invalidEvery,
                    "'\(tick.name)', the tick of the repeating effect '\(effect.name)', takes "
                        + "(\(types.joined(separator: ", "))); a tick takes no values, or one Int (the tick's number, "
                        + "1, 2, 3, …)", at: tick.location)
            }
            return nil
        }
    }
}
