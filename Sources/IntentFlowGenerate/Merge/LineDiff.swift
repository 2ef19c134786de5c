/// The changes that turn one list of lines into another, as hunks: the shortest edit script (Myers, the one
/// ``UnifiedDiff`` prints) with each run of deletions and insertions between equal lines made one replacement.
///
/// Lines keep their terminators, so joining them gives the text back exactly.
struct LineDiff: Hashable, Sendable {
    /// One change: the lines `old[range]` are replaced by `lines` (an empty range inserts, empty lines delete).
    struct Hunk: Hashable, Sendable {
        /// The lines of the old list the hunk replaces.
        var range: Range<Int>
        /// What replaces them.
        var lines: [Substring]
    }

    /// The changes, in order, each separated from the next by at least one equal line.
    var hunks: [Hunk]

    /// Diffs `old` against `new`.
    init(old: [Substring], new: [Substring]) {
        let script = UnifiedDiff.editScript(old.map(String.init), new.map(String.init))
        var hunks: [Hunk] = []
        var x = 0
        var y = 0
        var start: (old: Int, new: Int)?
        func close() {
            guard let open = start else { return }
            hunks.append(Hunk(range: open.old..<x, lines: Array(new[open.new..<y])))
            start = nil
        }
        for edit in script {
            switch edit {
            case .equal:
                close()
                x += 1
                y += 1
            case .delete:
                if start == nil { start = (x, y) }
                x += 1
            case .insert:
                if start == nil { start = (x, y) }
                y += 1
            }
        }
        close()
        self.hunks = hunks
    }

    /// A text's lines, each with its line terminator (the last may have none).
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            let next = text.utf8.index(after: index)
            if text.utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }
}
