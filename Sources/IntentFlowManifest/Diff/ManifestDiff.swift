/// What a change does to each feature's contract: the manifests at a base (a git revision, or another folder)
/// compared with those in the working tree, feature by feature (`intentflow diff`, the MCP `diff` tool).
///
/// Features are paired by name, so a manifest file that moved is the same feature; a feature only one side has is
/// added or removed as a whole. A change to a child's output that a parent maps under `children:` (at the base)
/// says so in its breaking reason, since the parent's mapping no longer compiles.
package struct ManifestDiff: Hashable, Sendable {
    /// What the base is, for people: `HEAD`, `origin/main`, a folder.
    package var base: String
    /// What the other side is: `working tree`, or a folder.
    package var head: String
    /// Every feature of either side, by name.
    package var features: [FeatureDiff]

    /// Creates a diff from compared features.
    package init(base: String, head: String, features: [FeatureDiff]) {
        self.base = base
        self.head = head
        self.features = features
    }

    /// Compares the manifests of the two sides; `baseLabel` and `headLabel` name the sides.
    package static func compare(base: [Manifest], head: [Manifest], baseLabel: String, headLabel: String)
        -> ManifestDiff
    {
        let baseByName = Dictionary(base.map { ($0.feature, $0) }, uniquingKeysWith: { first, _ in first })
        let headByName = Dictionary(head.map { ($0.feature, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(baseByName.keys).union(headByName.keys).sorted()
        let features = names.map { name in
            var diff = FeatureComparison.compare(base: baseByName[name], head: headByName[name])
            diff.changes = diff.changes.map { naming(parentsOf: name, in: base, for: $0) }
            return diff
        }
        return ManifestDiff(base: baseLabel, head: headLabel, features: features)
    }

    /// The features that changed (added, removed or changed).
    package var changedFeatures: [FeatureDiff] { features.filter { $0.status != .unchanged } }

    /// Whether any feature's contract changed.
    package var hasChanges: Bool { !changedFeatures.isEmpty }

    /// Whether any change breaks code written against the base.
    package var hasBreakingChanges: Bool { features.contains { !$0.breakingChanges.isEmpty } }

    /// `change` with the parents that map the output it removes or changes named in its breaking reason.
    private static func naming(parentsOf feature: String, in base: [Manifest], for change: ManifestChange)
        -> ManifestChange
    {
        guard change.part == .output, change.kind != .added else { return change }
        var mappers: [String] = []
        for parent in base {
            for child in parent.children where child.feature == feature {
                for mapping in child.outputs where mapping.output.name == change.name {
                    mappers.append("\(parent.feature) maps it (children: \(child.id), event \(mapping.event.name))")
                }
            }
        }
        guard !mappers.isEmpty else { return change }
        var named = change
        let reason = change.breaking ?? "a changed output a parent maps"
        named.breaking = reason + "; " + mappers.joined(separator: "; ")
        return named
    }
}
