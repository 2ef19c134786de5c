import Testing
@testable import IntentFlowGenerate

@Suite struct LineDiffTests {
    /// Applies a diff's hunks to the old lines; a correct diff always gives the new lines back.
    private func apply(_ diff: LineDiff, to old: [Substring]) -> [Substring] {
        MergeGroup.applying(diff.hunks, to: old, in: 0..<old.count)
    }

    private func lines(_ text: String) -> [Substring] { LineDiff.lines(of: text) }

    @Test func linesKeepTheirTerminators() {
        #expect(lines("a\nb\r\nc") == ["a\n", "b\r\n", "c"])
        #expect(lines("") == [])
        #expect(lines("\n\n") == ["\n", "\n"])
    }

    @Test func equalListsHaveNoHunks() {
        #expect(LineDiff(old: lines("a\nb\n"), new: lines("a\nb\n")).hunks.isEmpty)
        #expect(LineDiff(old: [], new: []).hunks.isEmpty)
    }

    @Test func oneChangedLineIsOneHunk() {
        let diff = LineDiff(old: lines("a\nb\nc\n"), new: lines("a\nB\nc\n"))
        #expect(diff.hunks == [LineDiff.Hunk(range: 1..<2, lines: ["B\n"])])
    }

    @Test func insertionAndDeletion() {
        let old = lines("a\nb\nc\nd\n")
        let diff = LineDiff(old: old, new: lines("a\nx\nb\nd\n"))
        #expect(diff.hunks == [LineDiff.Hunk(range: 1..<1, lines: ["x\n"]), LineDiff.Hunk(range: 2..<3, lines: [])])
    }

    @Test func everythingReplaced() {
        let diff = LineDiff(old: lines("a\nb\n"), new: lines("c\nd\ne\n"))
        #expect(diff.hunks == [LineDiff.Hunk(range: 0..<2, lines: ["c\n", "d\n", "e\n"])])
        #expect(LineDiff(old: [], new: lines("a\n")).hunks == [LineDiff.Hunk(range: 0..<0, lines: ["a\n"])])
        #expect(LineDiff(old: lines("a\n"), new: []).hunks == [LineDiff.Hunk(range: 0..<1, lines: [])])
    }

    @Test func theScriptIsShortest() {
        // Myers' classic example: ABCABBA -> CBABAC takes 5 edits, so 4 lines stay.
        let old = "ABCABBA".map { Substring("\($0)\n") }
        let new = "CBABAC".map { Substring("\($0)\n") }
        let diff = LineDiff(old: old, new: new)
        let removed = diff.hunks.reduce(0) { $0 + $1.range.count }
        let added = diff.hunks.reduce(0) { $0 + $1.lines.count }
        #expect(removed + added == 5)
        #expect(apply(diff, to: old) == new)
    }

    @Test func randomEditsRoundTrip() {
        var generator = SeededGenerator(seed: 17)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                Substring("\(Int.random(in: 0...5, using: &generator))\n")
            }
            var new = old
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                let index = Int.random(in: 0...new.count, using: &generator)
                if Bool.random(using: &generator), index < new.count {
                    new.remove(at: index)
                } else {
                    new.insert(Substring("\(Int.random(in: 0...7, using: &generator))\n"), at: index)
                }
            }
            let diff = LineDiff(old: old, new: new)
            #expect(apply(diff, to: old) == new)
            for (earlier, later) in zip(diff.hunks, diff.hunks.dropFirst()) {
                // Hunks are separated by at least one line both sides share.
                #expect(earlier.range.upperBound < later.range.lowerBound)
            }
        }
    }
}

/// A small deterministic random source (SplitMix64), so a failing case can be run again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
