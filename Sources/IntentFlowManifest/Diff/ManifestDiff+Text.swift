extension ManifestDiff {
    /// The diff for a terminal or a log: one line per change under its feature, `+` added, `-` removed, `~` changed,
    /// breaking changes with their reason; `colored` adds ANSI colours (the caller decides: a terminal, no
    /// `NO_COLOR`).
    package func text(colored: Bool = false) -> String {
        let paint = { (code: String, text: String) in colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        guard hasChanges else {
            return "no behaviour change: \(features.count) feature\(features.count == 1 ? "" : "s") compared, "
                + "\(head) against \(base)\n"
        }
        var lines: [String] = []
        for feature in changedFeatures {
            let breaking = feature.breakingChanges.count
            let path = feature.headPath ?? feature.basePath ?? ""
            var heading = "\(feature.feature) (\(path)): \(feature.status.rawValue)"
            if breaking > 0 { heading += ", " + paint("1;31", "\(breaking) breaking") }
            lines.append(paint("1", heading))
            for change in feature.changes {
                lines.append(Self.line(change, paint: paint))
                lines += change.details.map { "      \($0)" }
                if let reason = change.breaking { lines.append("      " + paint("31", "breaking: \(reason)")) }
            }
        }
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `3 features changed (1 added), 2 breaking changes, against HEAD`.
    var summaryLine: String {
        let changed = changedFeatures
        let breaking = features.reduce(0) { $0 + $1.breakingChanges.count }
        var parts = ["\(changed.count) of \(features.count) feature\(features.count == 1 ? "" : "s") changed"]
        let added = changed.count { $0.status == .added }
        let removed = changed.count { $0.status == .removed }
        if added > 0 { parts.append("\(added) added") }
        if removed > 0 { parts.append("\(removed) removed") }
        parts.append("\(breaking) breaking change\(breaking == 1 ? "" : "s")")
        return parts.joined(separator: ", ") + ", \(head) against \(base)"
    }

    private static func line(_ change: ManifestChange, paint: (String, String) -> String) -> String {
        let subject = "\(change.part.rawValue) \(change.name)"
        switch change.kind {
        case .added: return "  " + paint("32", "+ \(subject)")
        case .removed: return "  " + paint("31", "- \(subject)")
        case .changed: return "  " + paint("33", "~ \(subject)")
        }
    }
}
