/// The text a three-way merge builds, group by group, with conflict markers where the sides disagree.
struct MergeOutput {
    /// The merged text so far.
    private(set) var text = ""
    /// How many conflicts were written.
    private(set) var conflicts = 0

    /// Appends lines as they are.
    mutating func append(_ lines: ArraySlice<Substring>) {
        for line in lines { text += line }
    }

    /// Appends the outcome of a group: the side that changed it, the change both made, or a conflict.
    mutating func append(_ group: MergeGroup, base: [Substring]) {
        let ours = MergeGroup.applying(group.ours, to: base, in: group.range)
        let theirs = MergeGroup.applying(group.theirs, to: base, in: group.range)
        if group.theirs.isEmpty || ours == theirs {
            append(ours[...])
        } else if group.ours.isEmpty {
            append(theirs[...])
        } else {
            conflicts += 1
            marker("<<<<<<< ours")
            section(ours)
            marker("||||||| base")
            section(base[group.range])
            marker("=======")
            section(theirs)
            marker(">>>>>>> theirs")
        }
    }

    private mutating func marker(_ text: String) {
        self.text += text
        self.text += "\n"
    }

    /// A conflict's side, ending with a line break so the next marker starts a line.
    private mutating func section<Lines: BidirectionalCollection<Substring>>(_ lines: Lines) {
        for line in lines { text += line }
        if let last = lines.last, !last.hasSuffix("\n") { text += "\n" }
    }
}
