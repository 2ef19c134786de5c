/// The changes that turn one list of lines into another: Myers' O(ND) shortest edit script, as hunks.
///
/// Lines keep their terminators, so joining them gives the text back exactly. The common prefix and suffix are cut
/// off before the search: a generated file and its edited copy usually share most of their lines, and what is left
/// in the middle is small.
struct LineDiff: Hashable, Sendable {
    /// One change: the lines `base[range]` are replaced by `lines` (an empty range inserts, empty lines delete).
    struct Hunk: Hashable, Sendable {
        /// The lines of the old list the hunk replaces.
        var range: Range<Int>
        /// What replaces them.
        var lines: [Substring]
    }

    /// The changes, in order, none overlapping or touching another.
    var hunks: [Hunk]

    /// Diffs `old` against `new`.
    init(old: [Substring], new: [Substring]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        let matches = Self.matches(oldMiddle, newMiddle)
        hunks = Self.hunks(between: matches, old: oldMiddle, new: newMiddle)
    }

    /// The pairs of equal lines (old index, new index) of a shortest edit script, in order.
    private static func matches(_ old: ArraySlice<Substring>, _ new: ArraySlice<Substring>) -> [(Int, Int)] {
        let n = old.count, m = new.count
        guard n > 0, m > 0 else { return [] }
        let offset = n + m
        var frontier = [Int](repeating: 0, count: 2 * offset + 2)
        // The frontier before each round, diagonals -round...round only: memory grows with the square of the edit
        // distance, not with the files' length.
        var trace: [[Int]] = []
        search: for distance in 0...(n + m) {
            trace.append(Array(frontier[(offset - distance)...(offset + distance)]))
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x =
                    diagonal == -distance
                        || (diagonal != distance && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                    ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < n, y < m, old[old.startIndex + x] == new[new.startIndex + y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m { break search }
            }
        }
        return backtrack(trace, n: n, m: m, oldStart: old.startIndex, newStart: new.startIndex)
    }

    /// Walks the saved frontiers back from the end, collecting the diagonal (equal-line) moves.
    private static func backtrack(
        _ trace: [[Int]], n: Int, m: Int, oldStart: Int, newStart: Int
    ) -> [(Int, Int)] {
        var matches: [(Int, Int)] = []
        var x = n, y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[distance]
            // The saved frontier of this round starts at diagonal -distance.
            func reach(_ diagonal: Int) -> Int { frontier[diagonal + distance] }
            let diagonal = x - y
            let previousDiagonal =
                diagonal == -distance || (diagonal != distance && reach(diagonal - 1) < reach(diagonal + 1))
                ? diagonal + 1 : diagonal - 1
            let previousX = distance == 0 ? 0 : reach(previousDiagonal)
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY, x > 0, y > 0 {
                x -= 1
                y -= 1
                matches.append((oldStart + x, newStart + y))
            }
            if distance > 0 {
                x = previousX
                y = previousY
            }
        }
        return matches.reversed()
    }

    /// The hunks between consecutive matches (and before the first and after the last).
    private static func hunks(
        between matches: [(Int, Int)], old: ArraySlice<Substring>, new: ArraySlice<Substring>
    ) -> [Hunk] {
        var hunks: [Hunk] = []
        var oldIndex = old.startIndex, newIndex = new.startIndex
        for (matchOld, matchNew) in matches + [(old.endIndex, new.endIndex)] {
            if matchOld > oldIndex || matchNew > newIndex {
                hunks.append(Hunk(range: oldIndex..<matchOld, lines: Array(new[newIndex..<matchNew])))
            }
            oldIndex = matchOld + 1
            newIndex = matchNew + 1
        }
        return hunks
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
