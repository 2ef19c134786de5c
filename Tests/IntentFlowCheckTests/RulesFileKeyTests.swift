import IntentFlowManifest
import Testing

@testable import IntentFlowCheck

/// A misspelt key of a rules file is refused where it is written and names the key that was meant, as a manifest's
/// and the configuration's unknown keys do.
struct RulesFileKeyTests {
    @Test func aMisspeltRuleKeyNamesTheKeyMeantAtItsLine() throws {
        let file = RulesFileLoader.load(
            contentsOf: "rules:\n  - id: team.no-print\n    patern: 'print\\('\n    message: m\n", path: "rules.yaml")
        let diagnostic = try #require(file.diagnostics.first(where: { $0.ruleID == "rules.unknown-key" }))
        #expect(diagnostic.message.contains("unknown key 'patern'; did you mean 'pattern'?"))
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.location.column == 5)
    }

    @Test func aMisspeltTopLevelKeyNamesRules() throws {
        let file = RulesFileLoader.load(contentsOf: "rule:\n  - id: team.x\n", path: "rules.yaml")
        let diagnostic = try #require(file.diagnostics.first(where: { $0.ruleID == "rules.unknown-key" }))
        #expect(diagnostic.message.contains("unknown key 'rule'; did you mean 'rules'?"))
        #expect(diagnostic.location.line == 1)
    }
}
