import IntentFlowManifest
import IntentFlowTemplates

/// A rule's search over a whole file that survives PCRE2 giving up on a line.
///
/// A pattern with nested repetition can reach PCRE2's match or depth limit on one unlucky line. Treating that as
/// "no match" would hide every later finding in the file, so the search goes on line by line from where PCRE2 gave
/// up: each pathological line costs one limit, the lines after it are still searched, and the lines given up on are
/// reported as a warning naming the rule and the file.
public enum LimitedSearch {
    /// Calls `body` with every match of `pattern` in `buffer`, in order, and returns the 0-based lines on which PCRE2
    /// gave up. After the first such line the search runs one line at a time, so a match spanning lines after it is
    /// not found.
    public static func matches(
        of pattern: CompiledPattern, in buffer: UnsafeBufferPointer<UInt8>, lines: LineIndex, scratch: PatternScratch,
        _ body: (Range<Int>) -> Void
    ) -> [Int] {
        guard
            var from = pattern.forEachMatch(in: buffer, scratch: scratch, { match in
                body(match)
                return true
            })
        else { return [] }
        var limited: [Int] = []
        var line = lines.lineIndex(ofOffset: from)
        while line < lines.lineStarts.count {
            // The line's newline stays in its subject, so `$` matches before it as in the whole-file search.
            let end = line + 1 < lines.lineStarts.count ? lines.lineStarts[line + 1] : buffer.count
            let stopped = pattern.forEachMatch(in: UnsafeBufferPointer(rebasing: buffer[..<end]), from: from, scratch: scratch) {
                match in
                body(match)
                return true
            }
            if stopped != nil { limited.append(line) }
            line += 1
            from = end
        }
        return limited
    }

    /// The warning for the lines of `file` on which `rule`'s search gave up, at the first of them; `nil` when none.
    public static func warning(for rule: ArchitectureRule, lines limited: [Int], in file: SwiftSourceFile) -> Diagnostic? {
        guard let first = limited.first else { return nil }
        let others = limited.count > 1 ? " and \(limited.count - 1) more line\(limited.count == 2 ? "" : "s")" : ""
        let message =
            "rule '\(rule.id)' reached PCRE2's match limit on this line of \(file.relativePath)\(others), so its "
            + "matches there are not reported; the rest of the file was checked. Simplify the rule's pattern "
            + "(nested repetition such as '(a+)+' backtracks without end) at \(rule.location)"
        return Diagnostic(
            .warning, message, at: file.location(ofOffset: file.lines.lineStarts[first]), rule: "rules.match-limit")
    }
}
