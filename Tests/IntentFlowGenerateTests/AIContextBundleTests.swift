import Foundation
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTokenizer
import Testing
@testable import IntentFlowCheck
@testable import IntentFlowGenerate

@Suite struct AIContextBundleTests {
    private func bundle(
        budget: Int?, tool: AIContextTool = .agent(.claude), include: [PathGlob] = [], exclude: [PathGlob] = []
    ) throws -> AIContextBundle {
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
                        // Validate before asking for a token.
                        return .state(.validating)
                            .effect(.validate(email: "", password: ""), id: "login.validate", policy: .cancelInFlight)
                    case (.validating, .event(.tokenFailed(let message))):
                        return .state(.failed(message: message))
                    case (.failed, .intent(.submit)):
                        return .state(.validating)
                            .effect(.validate(email: "", password: ""), id: "login.validate", policy: .cancelInFlight)
                    default:
                        return .state(state)
                    }
                }
            }

            """)
        try directory.write(
            "App/Login/LoginEffects.swift",
            "struct LoginEffects {\n    func handle(_ effect: LoginEffect) async -> LoginEvent? {\n        switch effect {\n        case .validate:\n            return nil\n        }\n    }\n}\n")
        try directory.write("App/Login/LoginView.swift", "struct LoginView {\n    var body: String { \"login\" }\n}\n")
        let (features, diagnostics) = try AgentsGenerator.features(in: directory.url, shownFrom: directory.url)
        #expect(diagnostics.isEmpty)
        let feature = try #require(features.first)
        let pack = try PackCatalog(projectRoot: directory.url).resolve("swift", relativeTo: directory.url)
        let paths = FeatureSourceDigest.paths(
            feature: "Login", location: feature.code, swiftFiles: feature.code.files, include: include, exclude: exclude)
        return try AIContextBundle.make(
            feature: feature, tool: tool, budget: budget,
            digest: FeatureSourceDigest.read(paths: paths, feature: "Login", root: directory.url),
            verify: try VerifyCommand("swift test --filter {{feature}}", at: SourceLocation(file: "c", line: 1, column: 1)),
            renderer: PackRenderer(pack: pack, generator: "ai-context"), tokenizer: Tokenizer.o200kBase())
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
        // The generated contract's enums restate the manifest, which the contract section carries: not repeated.
        #expect(!text.contains("enum LoginState"))
        #expect(!text.contains("LoginContract.swift"))
        #expect(text.contains("case (.idle, .intent(.submit)):"))
        #expect(!text.contains("// Validate before"))
        #expect(text.contains("- `swift test --filter Login`"))
        #expect(!text.contains("LoginView"), "only the reducer and effects unless --include adds more")
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

    @Test func aBudgetBetweenTheRestAndTheWholeKeepsSomeSourceDeclarations() throws {
        let full = try bundle(budget: nil)
        let source = try #require(full.sections.first { $0.name == "source" })
        let bundle = try bundle(budget: full.tokens - source.tokens / 2)
        #expect(bundle.fits)
        #expect(bundle.sections.allSatisfy { $0.isIncluded })
        #expect(bundle.declarations.kept > 0 && bundle.declarations.kept < bundle.declarations.total)
        #expect(bundle.text.contains("func reduce(state: LoginState"))
        #expect(bundle.text.contains("left out to fit the budget"))
        let trimmed = try #require(bundle.sections.first { $0.name == "source" })
        #expect(trimmed.tokens < source.tokens)
    }

    @Test func sourceIsSplitOneDeclarationPerSwitchArm() {
        let declarations = FeatureSourceDigest.declarations(
            "import X\n\n/// Doc.\nstruct F {\n    func reduce(\n        state: S\n    ) -> N {\n        switch x {\n        case .a:\n            // why\n            y\n        default:\n            z\n        }\n    }\n}\n")
        #expect(declarations == [
            "struct F {", "    func reduce(\n        state: S\n    ) -> N {\n        switch x {", "        case .a:\n            y",
            "        default:\n            z\n        }\n    }\n}",
        ])
    }

    @Test func includeAndExcludeGlobsChooseTheSourceFiles() throws {
        let included = try bundle(budget: nil, include: [PathGlob("App/**/*View.swift")], exclude: [PathGlob("*Effects.swift")])
        #expect(included.text.contains("`App/Login/LoginView.swift`"))
        #expect(included.text.contains("var body: String"))
        #expect(!included.text.contains("LoginEffects.swift"))
        #expect(included.text.contains("LoginFlow.swift"))
    }

    @Test func jsonSectionsCarryTheirTextAndTokens() throws {
        let bundle = try bundle(budget: nil)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(bundle.json.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.count == bundle.sections.count)
        for (json, section) in zip(sections, bundle.sections) {
            #expect(json["text"] as? String == section.text)
            #expect(json["tokens"] as? Int == section.tokens)
        }
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
}
