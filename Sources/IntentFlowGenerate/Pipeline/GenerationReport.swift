import IntentFlowManifest
import IntentFlowTemplates

/// A run's plan for machines: the one JSON shape `generate`, `feature`, `startup-action` and `agents` print with
/// `--format json` and the MCP `generate` tool returns as its structured result.
///
/// ```json
/// {
///   "output": "Sources", "written": false,
///   "summary": {"created": 1, "updated": 0, "unchanged": 4, "kept": 2, "conflict": 0},
///   "files": [{"path": "Login/LoginContract.swift", "status": "created", "owner": "generator"}],
///   "conflicts": ["Login/LoginFlow.swift"],
///   "upgrades": [{"path": "Login/LoginFlow.swift", "outcome": "conflicted", "conflicts": 1}],
///   "orphans": [{"path": "Login/Old.swift", "owner": "generator", "state": "removable"}],
///   "diff": "--- a/Login/LoginContract.swift …"
/// }
/// ```
///
/// Paths of `files`, `conflicts`, `upgrades` and `orphans` are relative to the output directory; `output` is shown
/// as the caller shows paths (the CLI: the absolute path, the MCP server: relative to its root).
package enum GenerationReport {
    /// The report of a planned run as pretty-printed JSON with sorted keys, ending in a line break.
    package static func json(_ result: GenerationResult, outcome: WriteOutcome, output: String) -> String {
        JSONValue.object(object(result, written: outcome.written, output: output)).prettyEncoded + "\n"
    }

    /// The report's object; empty for a run that stopped before planning.
    package static func object(_ result: GenerationResult, written: Bool, output: String) -> JSONObject {
        guard let plan = result.plan else { return [:] }
        var summary: JSONObject = [:]
        for status in FileStatus.allCases { summary[status.rawValue] = .int(plan.count(status)) }
        return [
            "output": .string(output), "written": .bool(written), "summary": .object(summary),
            "files": .array(plan.files.map(file)), "conflicts": .array(plan.conflicts.map { .string($0.path) }),
            "upgrades": .array(result.recorded?.upgrades.map(RecordedPlanReport.object(for:)) ?? []),
            "orphans": .array(result.recorded?.orphans.map(RecordedPlanReport.object(for:)) ?? []),
            "diff": .string(FilePlanReport.diffs(plan)),
        ]
    }

    private static func file(_ file: PlannedFile) -> JSONValue {
        var object: JSONObject = [
            "path": .string(file.path), "status": .string(file.status.rawValue), "owner": .string(file.owner.rawValue),
        ]
        if let note = file.note { object["note"] = .string(note) }
        return .object(object)
    }
}
