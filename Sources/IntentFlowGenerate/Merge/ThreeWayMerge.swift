/// A line-based three-way merge (diff3): the changes from `base` to `ours` and from `base` to `theirs`, combined.
///
/// Each side's changes are diffed against the base (``LineDiff``). Changes that touch different lines of the base are
/// both applied; the same change made on both sides is applied once; changes to the same lines that differ are a
/// conflict, written between the standard markers with the base in between (git's `diff3` style), so nothing either
/// side wrote is lost:
///
/// ```
/// <<<<<<< ours
/// what the file holds now
/// ||||||| base
/// what was generated then
/// =======
/// what is generated now
/// >>>>>>> theirs
/// ```
///
/// `generate --update` merges a user-owned file this way: the base is what the generator produced when the file
/// was written, ours the file as it is, theirs what the generator produces now.
package struct ThreeWayMerge: Hashable, Sendable {
    /// The merged text, with conflict markers where the sides disagree.
    package var text: String
    /// How many conflicts the text holds.
    package var conflicts: Int

    /// Whether the merge needed no conflict markers.
    package var isClean: Bool { conflicts == 0 }

    /// Merges the changes from `base` to `ours` with those from `base` to `theirs`.
    package init(base: String, ours: String, theirs: String) {
        if ours == theirs || theirs == base {
            (text, conflicts) = (ours, 0)
            return
        }
        if ours == base {
            (text, conflicts) = (theirs, 0)
            return
        }
        let baseLines = LineDiff.lines(of: base)
        let ourChanges = LineDiff(old: baseLines, new: LineDiff.lines(of: ours)).hunks
        let theirChanges = LineDiff(old: baseLines, new: LineDiff.lines(of: theirs)).hunks
        var output = MergeOutput()
        var position = 0
        for group in MergeGroup.groups(ours: ourChanges, theirs: theirChanges) {
            output.append(baseLines[position..<group.range.lowerBound])
            output.append(group, base: baseLines)
            position = group.range.upperBound
        }
        output.append(baseLines[position...])
        (text, conflicts) = (output.text, output.conflicts)
    }
}
