import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowCheck

/// A rule that reaches PCRE2's match limit on one line is a located warning, and the rest of the file is still checked
/// (issue 18: it was treated as "no match", so later findings in the file were never reported).
@Suite struct MatchLimitTests {
    /// Nested repetition that backtracks without end on a long run of `a` followed by neither `b` nor `d` (a class,
    /// so PCRE2 cannot rule the line out by looking for one required character first).
    static let rules = RuleSet.resolve([
        RulesFileLoader.load(
            contentsOf: """
                rules:
                  - {id: team.nested, message: nested found, pattern: '(?:a+)+[bd]', in: any}
                """,
            path: "team/rules.yaml")
    ]).ruleSet.rules

    static let source =
        "let first = \"ab\"\n"
        + "let hostile = \"" + String(repeating: "a", count: 40) + "c\"\n"
        + "let later = \"ab\"\n"
        + "let again = \"ab\"\n"

    @Test func aSearchThatGivesUpHandsBackWhereItStarted() throws {
        let pattern = try CompiledPattern("(?:a+)+[bd]")
        let subject = Array(("xx" + String(repeating: "a", count: 40) + "c").utf8)
        var found = 0
        let stopped = subject.withUnsafeBufferPointer { buffer in
            pattern.forEachMatch(in: buffer, scratch: PatternScratch()) { _ in
                found += 1
                return true
            }
        }
        #expect(found == 0)
        #expect(stopped != nil)
        let finished = Array("ab ab".utf8).withUnsafeBufferPointer { buffer in
            pattern.forEachMatch(in: buffer, scratch: PatternScratch()) { _ in true }
        }
        #expect(finished == nil)
    }

    @Test func findingsAfterTheLimitAreStillReportedWithALocatedWarning() throws {
        let file = SwiftSourceFile(path: "Sources/App/Hostile.swift", relativePath: "App/Hostile.swift", source: Self.source)
        let findings = RuleEngine(rules: Self.rules).findings(in: file)
        let summary = findings.map { "\($0.location.line):\($0.severity.rawValue):\($0.ruleID)" }
        #expect(summary == ["1:error:team.nested", "2:warning:rules.match-limit", "3:error:team.nested", "4:error:team.nested"])
        let warning = try #require(findings.first { $0.ruleID == "rules.match-limit" })
        #expect(warning.location.file == "Sources/App/Hostile.swift")
        #expect(warning.message.contains("team.nested"))
        #expect(warning.message.contains("App/Hostile.swift"))
        #expect(warning.message.contains("team/rules.yaml"))
    }

    @Test func everyHostileLineIsCountedInOneWarning() {
        let line = "let hostile = \"" + String(repeating: "a", count: 40) + "c\"\n"
        let file = SwiftSourceFile(path: "H.swift", source: line + line + line + "let x = \"ab\"\n")
        let findings = RuleEngine(rules: Self.rules).findings(in: file)
        #expect(findings.map(\.location.line) == [1, 4])
        #expect(findings.first?.message.contains("and 2 more lines") == true)
    }
}
