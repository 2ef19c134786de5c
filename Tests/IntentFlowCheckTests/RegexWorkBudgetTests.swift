import IntentFlowManifest
import Testing
@testable import IntentFlowCheck

/// Regex work is bounded per file and per run (issue 45): PCRE2's match limit bounds one search, so a rule that
/// reaches it on every line of a 5,000-line file cost 5,000 limits (over 20 s). It now stops within the budget, with a
/// located warning naming the rule and the file.
@Suite struct RegexWorkBudgetTests {
    static let hostileLine = "let hostile = \"" + String(repeating: "a", count: 40) + "c\"\n"

    static func hostileFile(_ name: String, lines: Int) -> SwiftSourceFile {
        SwiftSourceFile(
            path: "Sources/App/\(name)", relativePath: "App/\(name)",
            source: String(repeating: hostileLine, count: lines))
    }

    @Test func aFileWhereEveryLineReachesTheLimitStopsAtTheFileBound() throws {
        let findings = RuleEngine(rules: MatchLimitTests.rules).findings(in: Self.hostileFile("Hostile.swift", lines: 5_000))
        let stop = try #require(findings.first { $0.ruleID == "rules.work-limit" })
        #expect(stop.severity == .warning)
        #expect(stop.location.file == "Sources/App/Hostile.swift")
        #expect(stop.location.line == RegexWorkBudget.defaultFileSearches)
        #expect(stop.message.contains("team.nested"))
        #expect(stop.message.contains("App/Hostile.swift"))
        #expect(stop.message.contains("team/rules.yaml"))
        let limited = try #require(findings.first { $0.ruleID == "rules.match-limit" })
        #expect(limited.message.contains("and \(RegexWorkBudget.defaultFileSearches - 1) more lines"))
    }

    @Test func onceTheRunBoundIsSpentARunawayRuleIsNotRunAgain() {
        let budget = RegexWorkBudget(fileSearches: 4, runSearches: 10)
        let engine = RuleEngine(rules: MatchLimitTests.rules)
        let findings = (0..<5).map { index in
            engine.findings(in: Self.hostileFile("H\(index).swift", lines: 100), budget: budget)
        }
        // Files 0 and 1 spend 4 each, file 2 reaches the run's 10 at its second line; files 3 and 4 are skipped.
        #expect(budget.runSpent == 10)
        #expect(findings[2].contains { $0.ruleID == "rules.work-limit" && $0.location.line == 2 })
        for skipped in findings[3...] {
            #expect(skipped.map(\.ruleID) == ["rules.work-limit"])
            #expect(skipped.first?.message.contains("was not run over") == true)
        }
    }

    @Test func aFileWithinTheBoundIsCheckedToItsEnd() {
        let source = Self.hostileLine + Self.hostileLine + "let x = \"ab\"\n"
        let file = SwiftSourceFile(path: "H.swift", source: source)
        let findings = RuleEngine(rules: MatchLimitTests.rules).findings(in: file)
        #expect(findings.map(\.ruleID) == ["rules.match-limit", "team.nested"])
    }
}
