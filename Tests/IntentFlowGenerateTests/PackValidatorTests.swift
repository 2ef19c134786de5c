import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing

@testable import IntentFlowGenerate

/// `pack validate` finds what would silently do nothing or fail later, and suggests the fix.
@Suite struct PackValidatorTests {
    /// The diagnostics of a team pack extending the default pack.
    func validate(_ files: [String: String]) throws -> [Diagnostic] {
        // The project stays until validation has read the pack's rules file.
        let (directory, result) = try PackFixtures.teamPack(files)
        let pack = try result.get()
        return withExtendedLifetime(directory) {
            PackValidator(pack: pack, sampleContexts: PackValidator.defaultSampleContexts(for: pack)).validate()
        }
    }

    func messages(_ diagnostics: [Diagnostic], rule: String) -> [String] {
        diagnostics.filter { $0.ruleID == rule }.map(\.message)
    }

    @Test func theBuiltInAndTheRepositorysPacksAreSound() throws {
        #expect(try validate(["pack.yaml": "name: acme\nextends: swift\n"]).isEmpty)
    }

    @Test func aMisspeltOverrideBlockIsAnErrorWithASuggestion() throws {
        let diagnostics = try validate([
            "pack.yaml": "name: acme\nextends: swift\n",
            "tests.swift.mustache": "{{<tests.swift}}\n{{$baseClas}}AcmeTestCase{{/baseClas}}\n{{/tests.swift}}\n",
        ])
        let found = messages(diagnostics, rule: "pack.unknown-block")
        #expect(found.count == 1)
        #expect(found.first?.contains("did you mean 'baseClass'?") == true)
        #expect(diagnostics.first?.location.line == 2)
    }

    @Test func namesAreCheckedInEveryGeneratorsOwnContextWithSuggestions() throws {
        let diagnostics = try validate([
            "pack.yaml": "name: acme\nextends: swift\n",
            "agents/claude-rule.md.mustache": "{{feature.nmae}} {{#features}}{{/features}}\n",
            "startup-action.swift.mustache": "{{action.nam}}\n",
            "ai-context/commands.mustache": "{{tool.nme}}\n",
        ])
        let found = messages(diagnostics, rule: "pack.unknown-name")
        #expect(found.contains { $0.contains("'feature.nmae'") && $0.contains("did you mean 'feature.name'?") })
        #expect(found.contains { $0.contains("'action.nam'") && $0.contains("did you mean 'action.name'?") })
        #expect(found.contains { $0.contains("'tool.nme'") && $0.contains("did you mean 'tool.name'?") })
        // claude-rule renders once per feature (each: features): 'features' is a name of the root, found through it.
        #expect(!found.contains { $0.contains("'features'") })
    }

    @Test func theRulesFileIsLoadedAndItsPatternsCompiled() throws {
        let diagnostics = try validate([
            "pack.yaml": "name: acme\nextends: swift\nrules: rules.yaml\n",
            "rules.yaml": "rules:\n  - id: acme.x\n    message: m\n    patern: 'x'\n  - id: acme.y\n    message: m\n    pattern: '(x'\n",
        ])
        #expect(diagnostics.contains { $0.ruleID.hasPrefix("rules.") && $0.location.line == 4 })
        #expect(diagnostics.contains { $0.ruleID == "rules.invalid-pattern" && $0.location.line == 7 })
    }

    @Test func aMissingRulesFileIsAnError() throws {
        let diagnostics = try validate(["pack.yaml": "name: acme\nextends: swift\nrules: rulez.yaml\n"])
        #expect(messages(diagnostics, rule: "pack.rules").count == 1)
        #expect(diagnostics.first?.location.line == 3)
    }

    @Test func pathsThatCannotBeWrittenAreErrors() throws {
        let diagnostics = try validate([
            "pack.yaml": """
                name: acme
                extends: swift
                generators:
                  feature:
                    files:
                      - template: contract.swift
                        path: "{{feature.name}}/"
                      - template: flow.swift
                        path: "../{{feature.name}}Flow.swift"
                      - template: effects.swift
                        path: /tmp/Effects.swift
                      - template: projection.swift
                        path: "{{#states.hasCases}}..{{/states.hasCases}}/P.swift"

                """
        ])
        let lines = diagnostics.filter { $0.ruleID == "pack.path" }.map(\.location.line)
        #expect(lines == [7, 9, 11, 13])
    }

    @Test func duplicateAndCollidingChoicesAreErrors() throws {
        let diagnostics = try validate([
            "pack.yaml": """
                name: acme
                extends: swift
                generators:
                  feature:
                    parameters:
                      style: { choices: [plain, plain, a-b, a_b] }
                      style_x: { default: "" }
                      other: { choices: [x] }
                      other_x: { default: "" }

                """
        ])
        let found = messages(diagnostics, rule: "pack.duplicate-choice")
        #expect(found.count == 3)
        #expect(found.contains { $0.contains("'plain'") && $0.contains("twice") })
        #expect(found.contains { $0.contains("params.style_a_b") })
        #expect(found.contains { $0.contains("collides with parameter 'other_x'") })
    }

    @Test func conditionsAndEachAreCheckedAgainstTheSample() throws {
        let diagnostics = try validate([
            "pack.yaml": """
                name: acme
                extends: swift
                generators:
                  agents:
                    files:
                      - template: agents/claude-rule.md
                        each: featurse
                        when: tools.cluade
                        path: x.md

                """
        ])
        #expect(messages(diagnostics, rule: "pack.when").first?.contains("did you mean 'tools.claude'?") == true)
        #expect(messages(diagnostics, rule: "pack.invalid-each").first?.contains("did you mean 'features'?") == true)
    }

    @Test func aMisspeltKeyInPackYAMLSuggestsTheKnownOne() throws {
        let (_, result) = try PackFixtures.teamPack(["pack.yaml": "name: acme\nextends: swift\nrulse: r.yaml\n"])
        guard case .failure(let error) = result else {
            Issue.record("a misspelt key passed")
            return
        }
        #expect(error.diagnostics.first?.message.contains("did you mean 'rules'?") == true)
        #expect(error.diagnostics.first?.location.line == 3)
    }

    /// Issue 45: six nested empty sections over the state cases render 100⁶ passes on a 100-state manifest and write
    /// nothing, so only the step bound stops them; `pack validate` called the pack "ok".
    @Test func sectionsOverListsNestedTooDeeplyAreAnErrorAtTheSectionPastTheBound() throws {
        let nested = String(repeating: "{{#states.cases}}\n", count: 6)
            + String(repeating: "{{/states.cases}}\n", count: 6)
        let diagnostics = try validate([
            "pack.yaml": "name: acme\nextends: swift\n", "contract.swift.mustache": "// acme\n" + nested,
        ])
        let found = diagnostics.filter { $0.ruleID == "pack.render-work" }
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.location.file.hasSuffix("contract.swift.mustache") == true)
        #expect(found.first?.location.line == 2 + PackValidator.maximumListNesting)
        #expect(found.first?.message.contains("'states.cases' is the 4th independent list") == true)
    }

    /// Issue 45: a pack overriding the agents footer block with 150 nested `{{#features}}` hung `agents`.
    @Test func aBlockOverrideNestingFeaturesIsAnError() throws {
        let nested = String(repeating: "{{#features}}", count: 150) + String(repeating: "{{/features}}", count: 150)
        let diagnostics = try validate([
            "pack.yaml": "name: acme\nextends: swift\n",
            "agents/agents.md.mustache": "{{<agents/agents.md}}\n{{$footer}}\n\(nested)\n{{/footer}}\n{{/agents/agents.md}}\n",
        ])
        let found = diagnostics.filter { $0.ruleID == "pack.render-work" }
        #expect(found.count == 1)
        #expect(found.first?.location.line == 3)
    }

    @Test func listsNestedWithinTheBoundAreSound() throws {
        let nested = String(repeating: "{{#states.cases}}", count: 3) + String(repeating: "{{/states.cases}}", count: 3)
        let diagnostics = try validate([
            "pack.yaml": "name: acme\nextends: swift\n", "contract.swift.mustache": "// acme\n\(nested)\n",
        ])
        #expect(!diagnostics.contains { $0.ruleID == "pack.render-work" })
    }
}
