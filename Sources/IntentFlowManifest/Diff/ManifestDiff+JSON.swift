extension ManifestDiff {
    /// The diff for machines (`--format json`, the MCP `diff` tool). Its keys are stable and documented in
    /// Docs/Diff.md: `base`, `head`, `hasChanges`, `hasBreakingChanges`, `summary`, `features` (the changed ones,
    /// by name) and `unchanged` (the names of the others).
    package var json: JSONValue {
        let changed = changedFeatures
        return [
            "base": .string(base),
            "head": .string(head),
            "hasChanges": .bool(hasChanges),
            "hasBreakingChanges": .bool(hasBreakingChanges),
            "summary": [
                "features": .int(features.count),
                "added": .int(changed.count { $0.status == .added }),
                "removed": .int(changed.count { $0.status == .removed }),
                "changed": .int(changed.count { $0.status == .changed }),
                "unchanged": .int(features.count - changed.count),
                "breakingChanges": .int(features.reduce(0) { $0 + $1.breakingChanges.count }),
            ],
            "features": .array(changed.map(Self.json)),
            "unchanged": .array(features.filter { $0.status == .unchanged }.map { .string($0.feature) }),
        ]
    }

    private static func json(_ feature: FeatureDiff) -> JSONValue {
        let transitions = feature.diagram.transitions
        let edges = { (mark: StateDiagramDiff.Mark) -> JSONValue in
            .array(
                transitions.filter { $0.mark == mark }.map {
                    ["from": .string($0.edge.from), "to": .string($0.edge.to), "label": .string($0.edge.label)]
                })
        }
        return [
            "feature": .string(feature.feature),
            "status": .string(feature.status.rawValue),
            "basePath": feature.basePath.map(JSONValue.string) ?? .null,
            "headPath": feature.headPath.map(JSONValue.string) ?? .null,
            "breaking": .bool(!feature.breakingChanges.isEmpty),
            "changes": .array(feature.changes.map(json)),
            "transitions": ["added": edges(.added), "removed": edges(.removed)],
        ]
    }

    private static func json(_ change: ManifestChange) -> JSONValue {
        [
            "kind": .string(change.kind.rawValue),
            "part": .string(change.part.rawValue),
            "name": .string(change.name),
            "before": change.before.map(JSONValue.string) ?? .null,
            "after": change.after.map(JSONValue.string) ?? .null,
            "details": .array(change.details.map(JSONValue.string)),
            "breaking": .bool(change.isBreaking),
            "reason": change.breaking.map(JSONValue.string) ?? .null,
            "file": .string(change.location.file),
            "line": .int(change.location.line),
            "column": .int(change.location.column),
        ]
    }
}
