/// Findings of a manifest that declares itself exhaustive (`exhaustive: true`): every state meets every intent and
/// event, and each meeting must be accounted for by a trace, a `_` trace, an `undeclared:` entry or an `ignored:`
/// entry, so that no behaviour is left to whatever the reducer happens to do.
enum ExhaustiveFindings {
    /// How many uncovered signals one finding names before it says how many more there are.
    static let maximumListed = 12

    /// An error at each declared state with pairs nothing accounts for, listing their signals; none when the
    /// manifest is not exhaustive.
    static func findings(in manifest: Manifest) -> [Finding] {
        guard manifest.isExhaustive else { return [] }
        let uncovered = CoveredPair.pairs(of: manifest, table: TransitionTable(manifest)).filter { !$0.isCovered }
        var findings: [Finding] = []
        for state in CoveredPair.uniqueNames(manifest.states) {
            let signals = uncovered.filter { $0.state == state }.map(\.signal)
            guard !signals.isEmpty,
                let declaration = manifest.states.first(where: { $0.name == state })
            else { continue }
            let listed = signals.prefix(maximumListed).map { "\(state) + \($0)" }.joined(separator: ", ")
            let more = signals.count > maximumListed ? " and \(signals.count - maximumListed) more" : ""
            findings.append(
                Finding(
                    .uncoveredPair,
                    "the manifest is exhaustive, but nothing covers \(listed)\(more): add a trace for each, or list it "
                        + "under 'ignored:' (the reducer keeps the state and does nothing) or 'undeclared:'",
                    at: declaration.location))
        }
        return findings
    }
}
