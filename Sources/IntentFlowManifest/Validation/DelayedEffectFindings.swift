/// Findings about one-off delayed effects (`after:`): a delayed effect must say what it emits once the time is up,
/// and cannot also repeat (`every:` says when each tick comes, `after:` when the one event does).
enum DelayedEffectFindings {
    /// An error at `after:` for each delayed effect that cannot be delayed.
    static func findings(_ manifest: Manifest) -> [Finding] {
        manifest.effects.compactMap { effect in
            guard let after = effect.after else { return nil }
            let location = effect.afterLocation ?? effect.location
            if let every = effect.every {
                return Finding(
                    .invalidAfter,
                    "the effect '\(effect.name)' has both 'after: \(after.text)' (once) and 'every: \(every.text)' "
                        + "(repeating); keep one", at: location)
            }
            guard effect.emits.isEmpty else { return nil }
            return Finding(
                .invalidAfter,
                "the effect '\(effect.name)' waits \(after.text) but emits nothing; name the event it sends then with "
                    + "'emits:', e.g. emits: [lockLifted]", at: location)
        }
    }
}
