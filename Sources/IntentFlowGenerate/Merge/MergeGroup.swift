/// Changes of both sides of a three-way merge that touch the same lines of the base, and so must be decided together.
struct MergeGroup: Hashable, Sendable {
    /// The lines of the base the group covers.
    var range: Range<Int>
    /// Our changes inside ``range``.
    var ours: [LineDiff.Hunk]
    /// Their changes inside ``range``.
    var theirs: [LineDiff.Hunk]

    /// Groups the changes of both sides, in base order: a group grows while the next change of either side overlaps
    /// it. An insertion overlaps what it touches, so two insertions at one place, or one at the edge of the other
    /// side's change, are decided together (their order is not known).
    static func groups(ours: [LineDiff.Hunk], theirs: [LineDiff.Hunk]) -> [MergeGroup] {
        var all = ours.map { ($0, true) } + theirs.map { ($0, false) }
        all.sort { $0.0.range.lowerBound < $1.0.range.lowerBound }
        var groups: [MergeGroup] = []
        for (hunk, isOurs) in all {
            if var last = groups.last, overlaps(last.range, hunk.range) {
                last.range =
                    min(
                        last.range.lowerBound, hunk.range.lowerBound)..<max(
                        last.range.upperBound, hunk.range.upperBound)
                if isOurs { last.ours.append(hunk) } else { last.theirs.append(hunk) }
                groups[groups.count - 1] = last
            } else {
                groups.append(MergeGroup(range: hunk.range, ours: isOurs ? [hunk] : [], theirs: isOurs ? [] : [hunk]))
            }
        }
        return groups
    }

    /// Whether two base ranges share a line, or one is an insertion at the other's edge or inside it.
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty { return a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound }
        return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
    }

    /// What one side's changes make of the group's base lines.
    static func applying(_ hunks: [LineDiff.Hunk], to base: [Substring], in range: Range<Int>) -> [Substring] {
        var lines: [Substring] = []
        var position = range.lowerBound
        for hunk in hunks {
            lines += base[position..<hunk.range.lowerBound]
            lines += hunk.lines
            position = hunk.range.upperBound
        }
        lines += base[position..<range.upperBound]
        return lines
    }
}
