import IntentFlowManifest

/// What a ``RecordedPlan`` adds to its plan for machines (``GenerationReport``): the user-owned files older than their
/// pack or manifest (and what `--update` made of each) and the orphans.
///
/// ```json
/// "upgrades": [{"path": "Sources/Login/LoginFlow.swift", "outcome": "conflicted", "conflicts": 1}],
/// "orphans": [{"path": "Login/LoginContract.swift", "owner": "generator", "state": "removable"}]
/// ```
package enum RecordedPlanReport {
    /// The name of an outcome in machine output: `outdated`, `merged`, `conflicted` or `base-missing`.
    package static func name(of outcome: UserFileUpgrade.Outcome) -> String {
        switch outcome {
        case .outdated: "outdated"
        case .merged: "merged"
        case .conflicted: "conflicted"
        case .baseMissing: "base-missing"
        }
    }

    /// The name of an orphan's state in machine output: `removable`, `removed`, `edited` or `user-owned`.
    package static func name(of state: Orphan.State) -> String {
        state == .userOwned ? "user-owned" : state.rawValue
    }

    /// An upgrade as its report object: path, outcome and, when conflicted, the number of conflicts.
    package static func object(for upgrade: UserFileUpgrade) -> JSONValue {
        var object: JSONObject = ["path": .string(upgrade.path), "outcome": .string(name(of: upgrade.outcome))]
        if case .conflicted(let count) = upgrade.outcome { object["conflicts"] = .int(count) }
        return .object(object)
    }

    /// An orphan as its report object: path, owner and state.
    package static func object(for orphan: Orphan) -> JSONValue {
        [
            "path": .string(orphan.path), "owner": .string(orphan.owner.rawValue),
            "state": .string(name(of: orphan.state)),
        ]
    }
}
