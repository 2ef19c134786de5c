import IntentFlowManifest
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Prints a ``FilePlan`` for people (one line per file) and its diffs for `--check`; machines read
/// ``GenerationReport``.
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
