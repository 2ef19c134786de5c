/// How one feature's contract differs between the base and the working tree.
package struct FeatureDiff: Hashable, Sendable {
    /// Whether the feature is new, gone, different or the same.
    package enum Status: String, Hashable, Sendable {
        case added, removed, changed, unchanged
    }

    /// The feature's name (the working tree's, else the base's).
    package var feature: String
    /// Added, removed, changed or unchanged.
    package var status: Status
    /// Its manifest at the base, as diagnostics name it; `nil` when added.
    package var basePath: String?
    /// Its manifest in the working tree; `nil` when removed.
    package var headPath: String?
    /// The changes, by part: states, fields, initial state, intents, events, effects, outputs, routes, children,
    /// invariants, traces, `ignored:` and `undeclared:` entries.
    package var changes: [ManifestChange]
    /// The state machine over both sides, for the pull-request picture.
    package var diagram: StateDiagramDiff

    /// Creates a feature's diff.
    package init(
        feature: String, status: Status, basePath: String?, headPath: String?, changes: [ManifestChange],
        diagram: StateDiagramDiff
    ) {
        self.feature = feature
        self.status = status
        self.basePath = basePath
        self.headPath = headPath
        self.changes = changes
        self.diagram = diagram
    }

    /// The changes that break code written against the base.
    package var breakingChanges: [ManifestChange] { changes.filter(\.isBreaking) }

    /// How many changes are of `kind`.
    package func count(_ kind: ManifestChange.Kind) -> Int { changes.count { $0.kind == kind } }
}
