import Foundation
import Testing
@testable import IntentFlowGenerate

@Suite struct ThreeWayMergeTests {
    private struct Outcome: Equatable {
        var text: String
        var conflicts: Int
        init(_ text: String, _ conflicts: Int) { (self.text, self.conflicts) = (text, conflicts) }
    }

    private func outcome(_ merge: ThreeWayMerge) -> Outcome { Outcome(merge.text, merge.conflicts) }

    private let base = "import IntentFlow\n\nstruct Flow {\n    func a() {}\n    func b() {}\n    func c() {}\n}\n"

    @Test func unchangedSidesTakeTheOther() {
        let edited = base.replacingOccurrences(of: "func a()", with: "func alpha()")
        #expect(outcome(ThreeWayMerge(base: base, ours: base, theirs: edited)) == Outcome(edited, 0))
        #expect(outcome(ThreeWayMerge(base: base, ours: edited, theirs: base)) == Outcome(edited, 0))
    }

    @Test func changesToDifferentLinesAreBothApplied() {
        let ours = base.replacingOccurrences(of: "    func a() {}\n", with: "    func a() { print(1) }\n")
        let theirs = base.replacingOccurrences(of: "    func c() {}\n", with: "    func c() {}\n    func d() {}\n")
            .replacingOccurrences(of: "import IntentFlow\n", with: "// licence\nimport IntentFlow\n")
        let merge = ThreeWayMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.isClean)
        #expect(
            merge.text
                == "// licence\nimport IntentFlow\n\nstruct Flow {\n    func a() { print(1) }\n    func b() {}\n"
                + "    func c() {}\n    func d() {}\n}\n")
    }

    @Test func neighbouringLinesChangedBySidesMergeCleanly() {
        let ours = base.replacingOccurrences(of: "func a()", with: "func a1()")
        let theirs = base.replacingOccurrences(of: "func b()", with: "func b1()")
        let merge = ThreeWayMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.isClean)
        #expect(merge.text.contains("func a1()") && merge.text.contains("func b1()"))
    }

    @Test func theSameChangeOnBothSidesIsNotAConflict() {
        let both = base.replacingOccurrences(of: "func c()", with: "func gamma()")
        let ours = both.replacingOccurrences(of: "func a()", with: "func alpha()")
        let merge = ThreeWayMerge(base: base, ours: ours, theirs: both)
        #expect(outcome(merge) == Outcome(ours, 0))
    }

    @Test func differentChangesToOneLineConflictWithEverySideKept() {
        let ours = base.replacingOccurrences(of: "func b()", with: "func mine()")
        let theirs = base.replacingOccurrences(of: "func b()", with: "func theirs()")
        let merge = ThreeWayMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.conflicts == 1)
        #expect(
            merge.text == """
                import IntentFlow

                struct Flow {
                    func a() {}
                <<<<<<< ours
                    func mine() {}
                ||||||| base
                    func b() {}
                =======
                    func theirs() {}
                >>>>>>> theirs
                    func c() {}
                }

                """)
    }

    @Test func twoInsertionsAtOnePlaceConflict() {
        let ours = base.replacingOccurrences(of: "}\n", with: "    func x() {}\n}\n")
        let theirs = base.replacingOccurrences(of: "}\n", with: "    func y() {}\n}\n")
        let merge = ThreeWayMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.conflicts == 1)
        #expect(merge.text.contains("func x()") && merge.text.contains("func y()"))
    }

    @Test func aConflictAtAnEndWithoutLineBreakStillHasMarkersOnTheirOwnLines() {
        let merge = ThreeWayMerge(base: "a\nb", ours: "a\nmine", theirs: "a\ntheirs")
        #expect(merge.text == "a\n<<<<<<< ours\nmine\n||||||| base\nb\n=======\ntheirs\n>>>>>>> theirs\n")
    }

    @Test func separateConflictsAreCountedApart() {
        let ours = base.replacingOccurrences(of: "func a()", with: "func a1()").replacingOccurrences(
            of: "func c()", with: "func c1()")
        let theirs = base.replacingOccurrences(of: "func a()", with: "func a2()").replacingOccurrences(
            of: "func c()", with: "func c2()")
        #expect(ThreeWayMerge(base: base, ours: ours, theirs: theirs).conflicts == 2)
    }

    @Test func randomCleanMergesKeepEveryChange() {
        // Each side edits its own half of the base, so the merge must be clean and hold both halves as edited.
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<200 {
            let count = Int.random(in: 2...24, using: &generator)
            let baseLines = (0..<count).map { "line \($0)\n" }
            let half = count / 2
            func edit(_ lines: ArraySlice<String>, tag: String) -> [String] {
                lines.flatMap { line -> [String] in
                    switch Int.random(in: 0...5, using: &generator) {
                    case 0: []
                    case 1: ["\(tag) \(line)"]
                    case 2: [line, "\(tag) added\n"]
                    default: [line]
                    }
                }
            }
            // A separating line neither side touches keeps the halves from meeting.
            let top = edit(baseLines[..<half], tag: "ours"), bottom = edit(baseLines[(half + 1)...], tag: "theirs")
            let ours = (top + baseLines[half...]).joined()
            let theirs = (baseLines[...half] + bottom).joined()
            let merge = ThreeWayMerge(base: baseLines.joined(), ours: ours, theirs: theirs)
            #expect(outcome(merge) == Outcome((top + [baseLines[half]] + bottom).joined(), 0))
        }
    }
}
