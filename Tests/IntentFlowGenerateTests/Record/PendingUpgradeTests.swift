import Foundation
import Testing
@testable import IntentFlowGenerate

/// What `generate --update` would really bring into a user-owned file.
@Suite struct PendingUpgradeTests {
    private static let base = "struct F {\n  switch x {\n  case a:\n    one()\n  default:\n    none()\n  }\n}\n"

    @Test func aChangeTheFileHoldsElsewhereIsNotPending() {
        // Generated now: a new case in trace order; the file got it before `default:`, indented its own way.
        let theirs = Self.base.replacingOccurrences(of: "  default:", with: "  case b:\n    two()\n  default:")
        let ours = Self.base.replacingOccurrences(of: "  case a:\n    one()\n", with: "  case a:\n    one()\n\n      case b:\n        two()\n")
        let pending = PendingUpgrade(base: Self.base, ours: ours, theirs: theirs)
        #expect(pending.isEmpty)
        #expect(pending.theirs == Self.base)
    }

    @Test func aChangeTheFileDoesNotHoldIsPendingAndOnlyItIsMerged() {
        let ours = Self.base.replacingOccurrences(of: "  case a:\n", with: "  case b:\n    two()\n  case a:\n")
        let theirs = "// team\n" + Self.base.replacingOccurrences(of: "  default:", with: "  case b:\n    two()\n  default:")
        let pending = PendingUpgrade(base: Self.base, ours: ours, theirs: theirs)
        #expect(pending.count == 1)
        #expect(pending.first == PendingUpgrade.FirstChange(line: 1, text: "// team"))
        #expect(pending.theirs == "// team\n" + Self.base)
        #expect(ThreeWayMerge(base: Self.base, ours: ours, theirs: pending.theirs).text == "// team\n" + ours)
    }

    @Test func aMissingTracesCaseIsNotAnUpgrade() {
        let theirs = Self.base.replacingOccurrences(of: "  default:", with: "  // b\n  case b:\n    two()\n  default:")
        #expect(PendingUpgrade(base: Self.base, ours: Self.base, theirs: theirs).count == 1)
        let offered = "    // b\n    case b:\n      two()\n"
        #expect(PendingUpgrade(base: Self.base, ours: Self.base, theirs: theirs, traceCases: [offered]).isEmpty)
    }

    @Test func aRemovalIsPendingWhileTheFileStillHoldsTheLines() {
        let theirs = Self.base.replacingOccurrences(of: "  default:\n    none()\n", with: "")
        #expect(PendingUpgrade(base: Self.base, ours: Self.base, theirs: theirs).count == 1)
        #expect(PendingUpgrade(base: Self.base, ours: theirs, theirs: theirs).isEmpty)
    }
}
