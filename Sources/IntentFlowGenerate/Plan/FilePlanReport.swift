import IntentFlowManifest
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Prints a ``FilePlan`` for people (one line per file) or machines (JSON), and its diffs for `--check`.
package enum FilePlanReport {
    /// One line per file — `created  Login/LoginContract.swift` — then the summary.
    ///
    /// With `dryRun` the verbs say what would happen (`would create`); paths are shown relative to the output
    /// directory, prefixed with `prefix` (e.g. the output directory as the person typed it).
    package static func text(_ plan: FilePlan, dryRun: Bool = false, prefix: String = "") -> String {
        var text = ""
        for file in plan.files {
            let status = dryRun ? wouldVerb(file.status) : file.status.rawValue
            // Statuses are ASCII words, so padding by count is padding by column.
            let width = dryRun ? 16 : 9
            // A folder name from a repository may hold an ESC or a bidirectional control: printed as code points.
            text +=
                "  " + status + String(repeating: " ", count: max(0, width - status.utf8.count)) + " "
                + DeceptiveText.forTerminal(prefix + file.path)
            if let note = file.note { text += " (\(DeceptiveText.forTerminal(note)))" }
            text += "\n"
        }
        text += (dryRun ? "dry run: " : "") + plan.summary + "\n"
        return text
    }

    /// The plan as JSON: every file's path, status, owner and note, the counts, and whether it was written.
    package static func json(_ plan: FilePlan, written: Bool) -> String {
        json(object(plan, written: written))
    }

    /// The object ``json(_:written:)`` prints, for reports that add to it.
    package static func object(_ plan: FilePlan, written: Bool) -> JSONObject {
        let files = plan.files.map { file -> JSONValue in
            var object: JSONObject = [
                "path": .string(file.path), "status": .string(file.status.rawValue),
                "owner": .string(file.owner.rawValue),
            ]
            if let note = file.note { object["note"] = .string(note) }
            return .object(object)
        }
        var counts: JSONObject = [:]
        for status in FileStatus.allCases { counts[status.rawValue] = .int(plan.count(status)) }
        return [
            "output": .string(plan.root.url.path), "files": .array(files), "summary": .object(counts),
            "written": .bool(written), "conflicts": .bool(plan.hasConflicts),
        ]
    }

    /// A JSON object as pretty-printed text with sorted keys, ending in a line break.
    package static func json(_ object: JSONObject) -> String {
        JSONValue.object(object).prettyEncoded + "\n"
    }

    /// The unified diff of every file that would change or is in conflict, each file once: a file whose change is
    /// one already shown (the same contract in several tools' rules) is one line naming that file, not its diff
    /// again (``SharedChange``).
    package static func diffs(_ plan: FilePlan) -> String {
        var shown: [SharedChange: String] = [:]
        var text = ""
        for file in plan.files where file.status.isWrite || file.status == .conflict {
            let diff = file.diff
            let change = SharedChange(diff)
            if let first = shown[change], !change.isEmpty {
                text += "same change as \(first): \(file.path)\n"
                continue
            }
            shown[change] = file.path
            text += diff.description
        }
        return text
    }

    private static func wouldVerb(_ status: FileStatus) -> String {
        switch status {
        case .created: "would create"
        case .updated: "would update"
        case .unchanged: "unchanged"
        case .kept: "would keep"
        case .conflict: "conflict"
        }
    }
}
