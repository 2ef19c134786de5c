/// The changes between a feature's invariants at the base and in the working tree. An invariant is matched by its
/// text, then (a reworded rule) by its checks; a rule whose check changed or went away is changed, and says whether
/// it was weakened (a check removed), since a weaker invariant lets through what the base refused.
enum InvariantChanges {
    /// The changes from `base` to `head`, in the working tree's order, then the removals in the base's.
    static func changes(base: [Invariant], head: [Invariant]) -> [ManifestChange] {
        var unmatched = base
        var changes: [ManifestChange] = []
        var added: [Invariant] = []
        for invariant in head {
            if let index = unmatched.firstIndex(where: { $0.text == invariant.text }) {
                let old = unmatched.remove(at: index)
                if let change = changed(old, invariant) { changes.append(change) }
            } else if let index = unmatched.firstIndex(where: { $0.isChecked && checks($0) == checks(invariant) }) {
                let old = unmatched.remove(at: index)
                changes.append(
                    ManifestChange(
                        .changed, .invariant, name: invariant.text, before: old.text, after: invariant.text,
                        details: ["reworded, same check"], at: invariant.location))
            } else {
                added.append(invariant)
            }
        }
        changes += added.map {
            ManifestChange(.added, .invariant, name: $0.text, after: text($0), at: $0.location)
        }
        changes += unmatched.map {
            ManifestChange(.removed, .invariant, name: $0.text, before: text($0), at: $0.location)
        }
        return changes
    }

    /// The rule with its checks: `A token … — step: step.named.outputs.isEmpty`.
    static func text(_ invariant: Invariant) -> String {
        var parts = [invariant.text]
        if let state = invariant.state { parts.append("state: " + state.text) }
        if let step = invariant.step { parts.append("step: " + step.text) }
        return parts.joined(separator: " — ")
    }

    private static func checks(_ invariant: Invariant) -> [String?] {
        [invariant.state, invariant.step].map { $0.map { ExpressionSpacing.normal($0.text) } }
    }

    /// The change of one rule whose text stayed, when its checks differ.
    private static func changed(_ old: Invariant, _ new: Invariant) -> ManifestChange? {
        var details: [String] = []
        for (key, before, after) in [("state", old.state, new.state), ("step", old.step, new.step)] {
            let oldText = before.map { ExpressionSpacing.normal($0.text) }
            let newText = after.map { ExpressionSpacing.normal($0.text) }
            guard oldText != newText else { continue }
            switch (before, after) {
            case (nil, let after?): details.append("\(key) check added: \(after.text)")
            case (let before?, nil): details.append("\(key) check removed (weakened): \(before.text)")
            default: details.append("\(key): \(before?.text ?? "") → \(after?.text ?? "")")
            }
        }
        guard !details.isEmpty else { return nil }
        return ManifestChange(
            .changed, .invariant, name: new.text, before: text(old), after: text(new), details: details,
            at: new.location)
    }
}
