import IntentFlowManifest
import Testing
@testable import IntentFlowCheck
@testable import IntentFlowGenerate

@Suite struct RulesFileTests {
    private func resolve(_ texts: String...) -> (rules: [ArchitectureRule], diagnostics: [Diagnostic]) {
        let files = texts.enumerated().map { RulesFileLoader.load(contentsOf: $1, path: "r\($0).yaml") }
        let (set, diagnostics) = RuleSet.resolve(files)
        return (set.rules, diagnostics)
    }

    @Test func aBrokenPatternIsALocatedErrorAtPCRE2sOffset() {
        let (rules, diagnostics) = resolve(
            """
            rules:
              - id: team.no-x
                message: "No x."
                pattern: 'ab(c'
              - id: team.no-y
                message: "No y."
                pattern: "[y"
            """)
        #expect(rules.isEmpty)
        // PCRE2 stops at the end of `ab(c` (offset 4): column 14 + 4 after the opening quote at column 14.
        #expect(CheckFixtures.summary(diagnostics) == ["r0.yaml:4:19 [rules.invalid-pattern]", "r0.yaml:7:17 [rules.invalid-pattern]"])
        #expect(diagnostics.first?.message.contains("team.no-x") == true)
        #expect(diagnostics.first?.message.contains("missing closing parenthesis") == true)
    }

    @Test func unknownKeysMissingFieldsAndBadValuesAreLocated() {
        let (rules, diagnostics) = resolve(
            """
            rules:
              - id: a.one
                mesage: "typo"
                pattern: x
              - message: "no id"
                pattern: x
              - id: a.two
                message: "m"
                pattern: x
                severity: fatal
                in: comments
              - id: "bad id!"
            version: 2
            """)
        #expect(rules.isEmpty)
        #expect(
            CheckFixtures.summary(diagnostics.sortedByLocation()) == [
                "r0.yaml:3:5 [rules.unknown-key]",
                "r0.yaml:5:5 [rules.missing-field]",
                "r0.yaml:10:15 [rules.invalid-value]",
                "r0.yaml:11:9 [rules.invalid-value]",
                "r0.yaml:12:9 [rules.invalid-value]",
                "r0.yaml:13:1 [rules.unknown-key]",
            ])
    }

    @Test func aNewRuleNeedsAMessageAndAPattern() {
        let (_, diagnostics) = resolve("rules:\n  - id: a.one\n    pattern: x\n")
        #expect(CheckFixtures.summary(diagnostics) == ["r0.yaml:2:5 [rules.missing-field]"])
        #expect(diagnostics.first?.message == "rule 'a.one' needs a 'message'")
    }

    @Test func aTeamFileExtendsAndOverridesByID() {
        let base = """
            rules:
              - id: a.one
                message: "One."
                pattern: one
                include: "*Flow.swift"
              - id: a.two
                message: "Two."
                pattern: two
              - id: a.three
                message: "Three."
                pattern: three
            """
        let team = """
            rules:
              - id: a.one
                severity: warning
              - id: a.two
                disabled: true
              - id: team.four
                message: "Four."
                pattern: four
                in: any
            """
        let (rules, diagnostics) = resolve(base, team)
        #expect(diagnostics.isEmpty)
        #expect(rules.map(\.id) == ["a.one", "a.three", "team.four"])
        #expect(rules[0].severity == .warning)
        #expect(rules[0].message == "One.")
        #expect(rules[0].include.map(\.pattern) == ["*Flow.swift"])
        #expect(rules[2].scope == .any)
    }

    @Test func aDuplicateIDInOneFileIsAnError() {
        let (_, diagnostics) = resolve("rules:\n  - {id: a, message: m, pattern: x}\n  - {id: a, message: m, pattern: y}\n")
        #expect(CheckFixtures.summary(diagnostics) == ["r0.yaml:3:5 [rules.duplicate-id]", "r0.yaml:2:5 [rules.duplicate-id]"])
    }

    @Test func aMalformedGlobIsLocated() {
        let (_, diagnostics) = resolve("rules:\n  - id: a\n    message: m\n    pattern: x\n    include: ['**/{a,b']\n")
        #expect(CheckFixtures.summary(diagnostics) == ["r0.yaml:5:19 [rules.invalid-glob]"])
    }

    @Test func aYAMLSyntaxErrorIsReported() {
        let (_, diagnostics) = resolve("rules:\n  - id: [\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.ruleID.hasPrefix("yaml.") == true)
    }

    @Test func anAnyScopeRuleSeesCommentsAndStrings() {
        let (rules, _) = resolve("rules:\n  - {id: todo, message: m, pattern: 'TODO', in: any}\n  - {id: todo-code, message: m, pattern: 'TODO'}\n")
        let found = RuleEngine(rules: rules).findings(in: SwiftSourceFile(path: "a.swift", source: "let a = 1 // TODO\n"))
        #expect(CheckFixtures.summary(found) == ["a.swift:1:14 [todo]"])
    }
}
