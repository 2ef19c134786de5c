/// Compares one feature's manifest at the base with its manifest in the working tree, part by part, from the
/// loaded model (not the YAML text): formatting, comments, key order and reworded traces make no change.
package enum FeatureComparison {
    /// The diff of a feature; `base` or `head` is `nil` for a feature added or removed as a whole.
    package static func compare(base: Manifest?, head: Manifest?) -> FeatureDiff {
        let diagram = StateDiagramDiff(base: base, head: head)
        switch (base, head) {
        case (let base?, let head?):
            let changes = changes(base: base, head: head)
            return FeatureDiff(
                feature: head.feature, status: changes.isEmpty ? .unchanged : .changed, basePath: base.path,
                headPath: head.path, changes: changes, diagram: diagram)
        case (nil, let head?):
            let change = ManifestChange(.added, .feature, name: head.feature, after: outline(head), at: head.location)
            return FeatureDiff(
                feature: head.feature, status: .added, basePath: nil, headPath: head.path, changes: [change],
                diagram: diagram)
        case (let base?, nil):
            let change = ManifestChange(
                .removed, .feature, name: base.feature, before: outline(base),
                breaking: "a removed feature: its host and every parent that embeds it no longer compile",
                at: base.location)
            return FeatureDiff(
                feature: base.feature, status: .removed, basePath: base.path, headPath: nil, changes: [change],
                diagram: diagram)
        case (nil, nil):
            return FeatureDiff(
                feature: "", status: .unchanged, basePath: nil, headPath: nil, changes: [], diagram: diagram)
        }
    }

    /// Every part's changes, in the order ``FeatureDiff/changes`` documents.
    static func changes(base: Manifest, head: Manifest) -> [ManifestChange] {
        var changes = CaseChanges.changes(in: .states, base: base.states, head: head.states)
        changes += FieldChanges.changes(base: base.fields, head: head.fields)
        if let change = initialChange(base: base, head: head) { changes.append(change) }
        for group in [CaseGroup.intents, .events, .effects, .outputs, .routes] {
            changes += CaseChanges.changes(in: group, base: base[group], head: head[group])
        }
        changes += ChildChanges.changes(base: base.children, head: head.children)
        changes += InvariantChanges.changes(base: base.invariants, head: head.invariants)
        changes += TraceChanges.changes(base: base.acceptanceTraces, head: head.acceptanceTraces)
        changes += PairChanges.changes(.ignored, base: base.ignored, head: head.ignored)
        changes += PairChanges.changes(.undeclared, base: base.undeclared, head: head.undeclared)
        return changes
    }

    /// The initial state's change, when its name or written values differ.
    private static func initialChange(base: Manifest, head: Manifest) -> ManifestChange? {
        let before = initialText(base)
        let after = initialText(head)
        guard before != after else { return nil }
        return ManifestChange(
            .changed, .initial, name: head.initialStateName ?? "", before: before, after: after,
            details: ["\(before ?? "none") → \(after ?? "none")"],
            at: head.initial?.location ?? head.keyLocations["states"] ?? head.location)
    }

    /// `idle(attemptsLeft: 3)`: the initial state with the values `initial:` gives it.
    private static func initialText(_ manifest: Manifest) -> String? {
        guard let name = manifest.initialStateName else { return nil }
        guard let detail = manifest.initial?.detail, !detail.isEmpty else { return name }
        return "\(name)(\(ExpressionSpacing.normal(detail)))"
    }

    /// A feature in one line: `5 states, 3 intents, 4 events, 2 effects, 1 output, 7 traces`.
    static func outline(_ manifest: Manifest) -> String {
        let counts: [(Int, String)] = [
            (manifest.states.count, "state"), (manifest.intents.count, "intent"), (manifest.events.count, "event"),
            (manifest.effects.count, "effect"), (manifest.outputs.count, "output"), (manifest.routes.count, "route"),
            (manifest.children.count, "child"), (manifest.invariants.count, "invariant"),
            (manifest.acceptanceTraces.count, "trace"),
        ]
        return counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : $0.1 == "child" ? "ren" : "s")" }
            .joined(separator: ", ")
    }
}
