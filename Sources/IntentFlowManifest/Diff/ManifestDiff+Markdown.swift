extension ManifestDiff {
    /// The diff as a pull-request comment: a summary table of the features, then for each changed feature a table of
    /// its changes (breaking ones first, with their reason) and a Mermaid state diagram with added and removed
    /// transitions marked.
    package var markdown: String {
        var lines = ["## IntentFlow behaviour diff", ""]
        guard hasChanges else {
            lines.append("No behaviour change: \(features.count) features compared, \(head) against \(base).")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("\(summaryLine).")
        lines += ["", "| Feature | Status | Added | Removed | Changed | Breaking |", "|---|---|---:|---:|---:|---:|"]
        for feature in changedFeatures {
            lines.append(
                "| \(MarkdownCell.escaped(feature.feature)) | \(feature.status.rawValue) | \(feature.count(.added)) | "
                    + "\(feature.count(.removed)) | \(feature.count(.changed)) | \(feature.breakingChanges.count) |")
        }
        for feature in changedFeatures { lines += Self.section(feature) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func section(_ feature: FeatureDiff) -> [String] {
        var lines = ["", "### \(MarkdownCell.escaped(feature.feature)) (\(feature.status.rawValue))", ""]
        lines += ["| | Part | Name | Change |", "|---|---|---|---|"]
        let ordered = feature.breakingChanges + feature.changes.filter { !$0.isBreaking }
        for change in ordered {
            let mark = change.isBreaking ? "⚠️ \(change.kind.rawValue)" : change.kind.rawValue
            let what =
                change.details.isEmpty
                ? (change.after ?? change.before ?? "") : change.details.joined(separator: "; ")
            var description = MarkdownCell.escaped(what)
            if let reason = change.breaking {
                description = "**breaking**: \(MarkdownCell.escaped(reason)). " + description
            }
            lines.append(
                "| \(mark) | \(change.part.rawValue) | \(MarkdownCell.escaped(change.name)) | \(description) |")
        }
        guard !feature.diagram.states.isEmpty else { return lines }
        lines += ["", "```mermaid"]
        lines.append(feature.diagram.mermaid.trimmingTrailingNewline)
        lines.append("```")
        return lines
    }
}

extension String {
    fileprivate var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
