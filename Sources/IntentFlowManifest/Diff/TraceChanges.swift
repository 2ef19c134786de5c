/// The changes between a feature's acceptance traces at the base and in the working tree, compared by
/// ``TraceMeaning``: a trace that moved or was only reworded is no change. Of the traces only one side has, a base
/// trace and a working-tree trace of the same situation (state before and signal), when each is the only one of its
/// side there, are one changed trace; the others are added or removed.
enum TraceChanges {
    /// The changes from `base` to `head`: changed and added traces in the working tree's order, then removals in the
    /// base's.
    static func changes(base: [AcceptanceTrace], head: [AcceptanceTrace]) -> [ManifestChange] {
        let baseOnly = unmatched(base, against: head)
        let headOnly = unmatched(head, against: base)
        var changes: [ManifestChange] = []
        var pairedBase = Set<Int>()
        for (trace, meaning) in headOnly {
            let sameSituation = { (entry: (AcceptanceTrace, TraceMeaning)) in entry.1.situation == meaning.situation }
            let candidates = baseOnly.indices.filter { sameSituation(baseOnly[$0]) }
            if candidates.count == 1, let index = candidates.first, headOnly.filter(sameSituation).count == 1 {
                pairedBase.insert(index)
                let old = baseOnly[index]
                changes.append(
                    ManifestChange(
                        .changed, .trace, name: meaning.normalForm, before: old.0.text, after: trace.text,
                        details: ["\(old.1.normalForm) → \(meaning.normalForm)"], at: trace.location))
            } else {
                changes.append(
                    ManifestChange(.added, .trace, name: meaning.normalForm, after: trace.text, at: trace.location))
            }
        }
        for index in baseOnly.indices where !pairedBase.contains(index) {
            let (trace, meaning) = baseOnly[index]
            changes.append(
                ManifestChange(.removed, .trace, name: meaning.normalForm, before: trace.text, at: trace.location))
        }
        return changes
    }

    /// The traces of `traces` whose meaning `other` does not have, counting repeats (two equal traces against one
    /// leave one), in order.
    private static func unmatched(_ traces: [AcceptanceTrace], against other: [AcceptanceTrace])
        -> [(AcceptanceTrace, TraceMeaning)]
    {
        var available: [TraceMeaning: Int] = [:]
        for trace in other { available[TraceMeaning(trace), default: 0] += 1 }
        var left: [(AcceptanceTrace, TraceMeaning)] = []
        for trace in traces {
            let meaning = TraceMeaning(trace)
            if let count = available[meaning], count > 0 {
                available[meaning] = count - 1
            } else {
                left.append((trace, meaning))
            }
        }
        return left
    }
}
