/// The changes between the `(state, signal)` pairs a manifest lists under `ignored:` (the reducer keeps the state and
/// decides nothing) or `undeclared:` (the conformance test accepts anything) at the base and in the working tree,
/// matched by state and signal name: an entry added or removed. Each moves behaviour in or out of what the
/// generated tests hold the reducer to.
enum PairChanges {
    /// The changes of `part` (``ManifestChange/Part/ignored`` or ``ManifestChange/Part/undeclared``) from `base` to
    /// `head`: additions in the working tree's order, then removals in the base's.
    static func changes(_ part: ManifestChange.Part, base: [UndeclaredPair], head: [UndeclaredPair])
        -> [ManifestChange]
    {
        let baseKeys = Set(base.map(key))
        let headKeys = Set(head.map(key))
        var changes = head.filter { !baseKeys.contains(key($0)) }.map {
            ManifestChange(.added, part, name: key($0), after: $0.text, at: $0.state.location)
        }
        changes += base.filter { !headKeys.contains(key($0)) }.map {
            ManifestChange(.removed, part, name: key($0), before: $0.text, at: $0.state.location)
        }
        return changes
    }

    /// `state + signal`, as `ignored:` writes an entry.
    private static func key(_ pair: UndeclaredPair) -> String { "\(pair.state.name) + \(pair.signal.name)" }
}
