import Foundation
import IntentFlowAI
import IntentFlowTokenizer
import Testing
@testable import IntentFlowGenerate

@Suite struct AIContextBundleTests {
    private func bundle(budget: Int?, tool: AIContextTool = .agent(.claude)) throws -> AIContextBundle {
        let directory = try TemporaryDirectory()
        try directory.write(
            ".intentflow/login.intentflow.yaml",
            """
            feature: Login
            mode: ai
            schemaVersion: "0.1"
            states: [idle, validating, failed(message)]
            intents: [submit(email,password)]
            events: [tokenFailed(message)]
            effects: [validate(email,password)]
            invariants: ["A token must not be persisted before authentication succeeds."]
            acceptanceTraces:
              - "idle + submit -> validating + validate effect"
              - "validating + tokenFailed -> failed"

            """)
        try directory.write(
            "App/Login/LoginContract.swift", "// Generated.\nimport IntentFlow\n\n/// Doc.\nenum LoginState {\n    case idle\n}\n")
        try directory.write(
            "App/Login/LoginFlow.swift",
            """
            struct LoginFlow: FlowReducer {
                func reduce(state: LoginState, signal: FlowSignal<LoginIntent, LoginEvent>) -> LoginNext {
                    switch (state, signal) {
                    case (.idle, .intent(.submit)):
                        return .state(.validating)
                    default:
                        return .state(state)
                    }
                }
            }

            """)
        let (features, diagnostics) = try AgentsGenerator.features(in: directory.url, shownFrom: directory.url)
        #expect(diagnostics.isEmpty)
        let feature = try #require(features.first)
        let pack = try PackCatalog(projectRoot: directory.url).resolve("swift", relativeTo: directory.url)
        return try AIContextBundle.make(
            feature: feature, tool: tool, budget: budget, renderer: PackRenderer(pack: pack, generator: "ai-context"),
            root: directory.url, tokenizer: Tokenizer.o200kBase())
    }

    @Test func unbudgetedBundleHoldsEverySectionInPriorityOrder() throws {
        let bundle = try bundle(budget: nil)
        #expect(bundle.sections.map(\.name) == [
            "contract", "invariants", "traces", "rules", "commands", "entry-files", "source",
        ])
        #expect(bundle.sections.allSatisfy { $0.isIncluded })
        let text = bundle.text
        let order = ["## Contract: Login", "## Invariants", "## Acceptance traces", "## Architecture rules", "## Verify",
            "## Claude Code entry files", "## Source"]
        let positions = order.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
        #expect(text.contains("- `.claude/rules/intentflow-login.md`"))
        #expect(text.contains("enum LoginState {\n    case idle\n}"))
        #expect(!text.contains("/// Doc."))
        #expect(text.contains("case (.idle, .intent(.submit)):"))
        #expect(!text.contains("## Left out"))
    }

    @Test func aBudgetLeavesOutTheLowestPrioritySectionsAndSaysSo() throws {
        let full = try bundle(budget: nil)
        let required = full.sections.filter(\.isRequired).reduce(0) { $0 + $1.tokens }
        let bundle = try bundle(budget: required + 60)
        #expect(bundle.fits)
        #expect(bundle.tokens <= required + 60)
        #expect(bundle.sections.first { $0.name == "source" }?.isIncluded == false)
        #expect(bundle.sections.filter(\.isRequired).allSatisfy { $0.isIncluded })
        #expect(bundle.text.contains("## Left out"))
        #expect(bundle.text.contains("source ("))
        // Left-out sections are always the lowest-priority ones: no included section follows a left-out one.
        let included = bundle.sections.map(\.isIncluded)
        #expect(included == included.sorted { $0 && !$1 })
    }

    @Test func aBudgetTooSmallForTheRequiredSectionsDoesNotFit() throws {
        let bundle = try bundle(budget: 20)
        #expect(!bundle.fits)
        #expect(bundle.sections.filter { !$0.isRequired }.allSatisfy { !$0.isIncluded })
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        #expect(try bundle(budget: 400).text == bundle(budget: 400).text)
    }

    @Test func genericToolNamesTheToolNeutralSurfaces() throws {
        let bundle = try bundle(budget: nil, tool: .generic)
        #expect(bundle.text.contains("## Agent entry files\n\n- `AGENTS.md`\n- `.ai/agent-context.md`\n"))
        #expect(!bundle.text.contains("CLAUDE.md"))
    }

    @Test func sourceDigestKeepsSignatureAndCases() {
        let outline = FeatureSourceDigest.reducerOutline(
            "struct F {\n    func reduce(\n        state: S\n    ) -> N {\n        switch x {\n        case .a:\n            y\n        default:\n            z\n        }\n    }\n}\n")
        #expect(outline == "    func reduce(\n        state: S\n    ) -> N {\n        case .a:\n        default:")
    }
}
