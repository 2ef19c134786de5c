import Foundation
import Testing
@testable import IntentFlowGenerate

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoHunks() {
        let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb\n")
        #expect(diff.isEmpty)
        #expect(diff.description == "")
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        let diff = UnifiedDiff(old: old, new: new, oldPath: "a/f", newPath: "b/f")
        #expect(
            diff.description == """
                --- a/f
                +++ b/f
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
        #expect(diff.changeCount == (1, 1))
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...30).map { "\($0)\n" }.joined()
        var new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n")
        new = new.replacingOccurrences(of: "\n28\n", with: "\n28\ninserted\n")
        let diff = UnifiedDiff(old: old, new: new)
        #expect(diff.hunks.count == 2)
        #expect(diff.hunks[0].oldStart == 1)
        #expect(diff.hunks[1].lines.contains(.added("inserted\n")))
        #expect(diff.description.contains("@@ -26,5 +26,6 @@"))
    }

    @Test func creatingAFileDiffsFromEmpty() {
        let diff = UnifiedDiff(old: "", new: "x\ny\n", oldPath: "/dev/null", newPath: "b/new")
        #expect(diff.description == "--- /dev/null\n+++ b/new\n@@ -0,0 +1,2 @@\n+x\n+y\n")
    }

    @Test func missingFinalNewlineIsMarked() {
        let diff = UnifiedDiff(old: "a\nb", new: "a\nb\n")
        #expect(diff.description.contains("-b\n\\ No newline at end of file\n+b\n"))
    }

    @Test func appliesToReconstructBothTexts() {
        // The hunks of a diff without limits on context rebuild both texts exactly.
        let old = "a\nb\nc\nd\ne\nf\ng\n"
        let new = "a\nx\nc\nd\ny\nz\ng\nh\n"
        let diff = UnifiedDiff(old: old, new: new, contextLines: 100)
        #expect(diff.hunks.count == 1)
        var rebuiltOld = ""
        var rebuiltNew = ""
        for line in diff.hunks[0].lines {
            switch line {
            case .context(let text):
                rebuiltOld += text
                rebuiltNew += text
            case .removed(let text): rebuiltOld += text
            case .added(let text): rebuiltNew += text
            }
        }
        #expect(rebuiltOld == old)
        #expect(rebuiltNew == new)
        #expect(diff.changeCount == (4, 3))
    }
}
