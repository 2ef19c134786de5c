/// Findings about a manifest's `undeclared:` and `ignored:` lists: each entry must name a declared state (or `_`) and a
/// declared intent or event, or it would exempt nothing and hide a typo.
enum UndeclaredFindings {
    /// An error at each name that is not declared, with a "did you mean".
    static func findings(in manifest: Manifest) -> [Finding] {
        let states = manifest.states.map(\.name)
        let signals = manifest.intents.map(\.name) + manifest.events.map(\.name)
        var findings: [Finding] = []
        for (key, entry) in manifest.undeclared.map({ ("undeclared", $0) }) + manifest.ignored.map({ ("ignored", $0) })
        {
            if !entry.isForAnyState, !states.contains(entry.state.name) {
                findings.append(
                    Finding(
                        .invalidUndeclared,
                        "'\(key)' names the state '\(entry.state.name)', which is not declared"
                            + EditDistance.hint(for: entry.state.name, among: states), at: entry.state.location))
            }
            if !signals.contains(entry.signal.name) {
                findings.append(
                    Finding(
                        .invalidUndeclared,
                        "'\(key)' names the signal '\(entry.signal.name)', which is neither an intent nor an event"
                            + EditDistance.hint(for: entry.signal.name, among: signals), at: entry.signal.location))
            }
        }
        return findings
    }
}
