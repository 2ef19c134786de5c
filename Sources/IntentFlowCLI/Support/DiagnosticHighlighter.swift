/// Colours the severity of diagnostic lines for a terminal: `error:` red, `warning:` yellow, `note:` cyan, each bold,
/// and the location before it bold — as compilers print them.
///
/// Only lines in the diagnostic form are touched — `path:line:column: severity: message`, `path: severity: message`
/// or `intentflow: severity: message` — so plans, diffs and generated text pass through unchanged.
enum DiagnosticHighlighter {
    /// The ANSI sequences used.
    enum Style {
        static let reset = "\u{1B}[0m"
        static let bold = "\u{1B}[1m"
        static let error = "\u{1B}[1;31m"
        static let warning = "\u{1B}[1;33m"
        static let note = "\u{1B}[1;36m"
    }

    /// `text` with every diagnostic line's location and severity coloured.
    static func highlight(_ text: String) -> String {
        guard text.contains(": error: ") || text.contains(": warning: ") || text.contains(": note: ") else {
            return text
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(highlightLine).joined(separator: "\n")
    }

    /// One line, coloured when it is a diagnostic.
    static func highlightLine(_ line: Substring) -> String {
        for (severity, color) in [("error", Style.error), ("warning", Style.warning), ("note", Style.note)] {
            guard let marker = line.firstRange(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound]
            guard isLocation(location) else { return String(line) }
            let coloredLocation: String = Style.bold + String(location) + ":" + Style.reset
            let coloredSeverity: String = color + severity + ":" + Style.reset
            return coloredLocation + " " + coloredSeverity + " " + String(line[marker.upperBound...])
        }
        return String(line)
    }

    /// Whether the text before `: severity:` is a location: `path:line[:column]` (the path may hold spaces, as
    /// `<command line>` does), or a single word such as a path or the tool's name.
    private static func isLocation(_ text: Substring) -> Bool {
        guard let first = text.first, !first.isWhitespace else { return false }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let numbered = parts.count > 1 && parts.last.map { !$0.isEmpty && $0.allSatisfy(\.isNumber) } == true
        return numbered || !text.contains(" ")
    }
}
