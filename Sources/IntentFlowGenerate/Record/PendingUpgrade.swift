/// What `generate --update` would really bring into a user-owned file: the generator's changes since the file's
/// base (base → what it generates now), less those the file already holds — a case `generate --add-missing`
/// inserted, or the same edit made by hand. A manifest change `--add-missing` handled is then not an upgrade.
///
/// A change is held when the lines it adds appear in the file in a row and the lines it removes do not, compared
/// without indentation and blank lines (`--add-missing` indents a case as the file's `default:`, and a hand-written
/// flow puts it elsewhere in the switch).
struct PendingUpgrade: Hashable, Sendable {
    /// The first pending change: its line in what the generator writes now (1-based) and that line's text.
    struct FirstChange: Hashable, Sendable {
        var line: Int
        var text: String
    }

    /// The base with only the pending changes applied: what `--update` merges into the file as "theirs".
    let theirs: String
    /// How many changes are pending.
    let count: Int
    /// Where the first one is, when it adds or replaces lines (`nil` for a pure removal or when none is pending).
    let first: FirstChange?

    /// Whether the file already holds every change: nothing for `--update` to bring.
    var isEmpty: Bool { count == 0 }

    /// What a report says of it.
    var summary: UserFileUpgrade.Pending {
        UserFileUpgrade.Pending(count: count, firstLine: first?.line, firstText: first?.text ?? "")
    }

    /// The changes from `base` to `theirs` that `ours` does not hold yet. A change that only adds lines one of
    /// `traceCases` holds (the cases `--add-missing` offers for the file's missing traces) is the manifest's, which
    /// `--add-missing` brings, not an upgrade.
    init(base: String, ours: String, theirs: String, traceCases: [String] = []) {
        let baseLines = LineDiff.lines(of: base)
        let held = Self.significant(LineDiff.lines(of: ours))
        let offered = traceCases.map { Self.significant(LineDiff.lines(of: $0)) }
        var pending: [LineDiff.Hunk] = []
        var first: FirstChange?
        var shift = 0
        for hunk in LineDiff(old: baseLines, new: LineDiff.lines(of: theirs)).hunks {
            defer { shift += hunk.lines.count - hunk.range.count }
            let added = Self.significant(hunk.lines[...])
            let removed = Self.significant(baseLines[hunk.range])
            if Self.contains(held, added), removed.isEmpty || !Self.contains(held, removed) { continue }
            if removed.isEmpty, !added.isEmpty, offered.contains(where: { Self.contains($0, added) }) { continue }
            if first == nil, let index = hunk.lines.firstIndex(where: { !Self.trimmed($0).isEmpty }) {
                let line = hunk.range.lowerBound + shift + index + 1
                first = FirstChange(line: line, text: String(Self.trimmed(hunk.lines[index])))
            }
            pending.append(hunk)
        }
        self.theirs = MergeGroup.applying(pending, to: baseLines, in: 0..<baseLines.count).joined()
        self.count = pending.count
        self.first = first
    }

    /// The lines that carry code, without their indentation and line breaks.
    private static func significant(_ lines: ArraySlice<Substring>) -> [Substring] {
        lines.map(trimmed).filter { !$0.isEmpty }
    }

    private static func significant(_ lines: [Substring]) -> [Substring] { significant(lines[...]) }

    private static func trimmed(_ line: Substring) -> Substring {
        let start = line.drop(while: \.isWhitespace)
        return start.dropLast(start.reversed().prefix(while: \.isWhitespace).count)
    }

    /// Whether `needle` appears in `lines` as a run of consecutive entries (an empty needle always does).
    private static func contains(_ lines: [Substring], _ needle: [Substring]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= lines.count else { return false }
        for start in 0...(lines.count - needle.count) where lines[start] == needle[0] {
            if lines[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
