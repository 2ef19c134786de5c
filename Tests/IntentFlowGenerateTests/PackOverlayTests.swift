import Foundation
import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates
import Testing

@testable import IntentFlowGenerate

/// A team pack that extends the default pack and states only what it changes: the conventions of a team lead
/// (Docs/Packs.md walks through the same pack).
@Suite("Child packs without copying")
struct PackOverlayTests {
    static let acme: [String: String] = [
        "pack.yaml": """
            name: acme
            extends: swift
            generators:
              feature:
                parameters:
                  testing:
                    default: xctest
                  analytics:
                    description: Where the feature reports what people do.
                    default: segment
                    choices: [segment, none]
                files:
                  - template: analytics.swift
                    when: params.analytics != "none"
                    path: "{{feature.name}}/{{feature.name}}Analytics.swift"
                  - template: routing.swift
                    when: routes.hasCases
                    path: "{{feature.name}}/{{feature.name}}Routing.swift"
                    owner: user
                  - template: projection.swift
                    path: "Projections/{{feature.name}}Projection.swift"
                    owner: user
                  - template: uikit-view-controller.swift
                    remove: true

            """,
        "tests.swift.mustache": "{{<tests.swift}}\n{{$baseClass}}AcmeTestCase{{/baseClass}}\n{{/tests.swift}}\n",
        "analytics.swift.mustache": "enum {{feature.name}}Analytics {}\n",
        "routing.swift.mustache": "// Routes of {{feature.name}}: {{#routes.cases}}{{name}} {{/routes.cases}}\n",
        "partials/generated-header.mustache": "Copyright © Acme Inc.\nGenerated from {{generatedFrom}}; edit the manifest.\n",
    ]

    func render(_ manifest: Manifest, _ given: [String: String] = [:]) throws -> [RenderedFile] {
        let pack = try PackFixtures.teamPack(Self.acme).1.get()
        let renderer = try PackRenderer(pack: pack, generator: "feature")
        let parameters = try renderer.generator.resolve(given, origin: SourceLocation(file: "x", line: 1, column: 1))
        return try renderer.render(
            context: FeatureContext.make(manifest: manifest, parameters: parameters), parameters: parameters,
            source: "Login.intentflow.yaml")
    }

    @Test func aChildChangesOneDefaultAndAddsReplacesAndRemovesEntriesByTemplate() throws {
        let pack = try PackFixtures.teamPack(Self.acme).1.get()
        let generator = try #require(pack.generator(named: "feature"))
        let testing = try #require(generator.parameter(named: "testing"))
        #expect(testing.defaultValue == "xctest")
        #expect(testing.choices == ["swift-testing", "xctest"])
        #expect(!testing.description.isEmpty)
        #expect(generator.parameter(named: "ui")?.defaultValue == "none")
        #expect(generator.parameter(named: "analytics")?.choices == ["segment", "none"])
        let templates = generator.files.map(\.template)
        #expect(templates.contains("contract.swift"))
        #expect(!templates.contains("uikit-view-controller.swift"))
        #expect(templates.suffix(2) == ["analytics.swift", "routing.swift"])
        #expect(generator.description == "Swift code for one feature from its manifest.")
    }

    @Test func theTeamsConventionsRenderWithoutACopiedTemplate() throws {
        let files = try render(SampleManifests.login)
        let paths = files.map(\.path)
        #expect(paths.contains("Projections/LoginProjection.swift"))
        #expect(paths.contains("Login/LoginAnalytics.swift"))
        // Login has no routes: no routing file.
        #expect(!paths.contains("Login/LoginRouting.swift"))
        let tests = try #require(files.first { $0.path.hasSuffix("/LoginFlowTests.swift") })
        #expect(tests.contents.contains("final class LoginFlowTests: AcmeTestCase {"))
        #expect(tests.contents.contains("import XCTest"))
        let header = tests.initialContents.split(separator: "\n").prefix(3).map(String.init)
        #expect(header == [
            "// Copyright © Acme Inc.", "// Generated from Login.intentflow.yaml; edit the manifest.",
            "// intentflow:hash \(ContentHash(tests.contents))",
        ])
        let parsed = try #require(GeneratedHeader.parse(tests.initialContents))
        #expect(parsed.isIntact)
        #expect(parsed.body == tests.contents)
        let withoutAnalytics = try render(SampleManifests.login, ["analytics": "none"]).map(\.path)
        #expect(!withoutAnalytics.contains("Login/LoginAnalytics.swift"))
    }

    @Test func aFeatureWithRoutesGetsTheRoutingFile() throws {
        let manifest = ManifestLoader.load(yaml: SampleManifest.yaml, path: "Login.intentflow.yaml").manifest
        let files = try render(try #require(manifest))
        let routing = try #require(files.first { $0.path == "Login/LoginRouting.swift" })
        #expect(routing.contents.contains("showHelp"))
    }

    @Test func removingAnEntryTheParentDoesNotHaveIsALocatedErrorWithASuggestion() throws {
        let (_, result) = try PackFixtures.teamPack([
            "pack.yaml": """
                name: acme
                extends: swift
                generators:
                  feature:
                    files:
                      - template: uikit-view-controler.swift
                        remove: true

                """
        ])
        guard case .failure(let error) = result else {
            Issue.record("removing an entry the parent does not have passed")
            return
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.contains("did you mean 'uikit-view-controller.swift'?"))
        #expect(diagnostic.location.line == 6)
    }

    /// A team pack overlaying the default pack's `agents` generator with one file entry.
    private func agentsOverlay(_ entry: String) throws -> Result<ResolvedPack, GeneratorError> {
        try PackFixtures.teamPack([
            "pack.yaml": "name: acme\nextends: swift\ngenerators:\n  agents:\n    files:\n" + entry,
            "team-skill.md.mustache": "Team skill {{procedure.fileName}}\n",
        ]).1
    }

    @Test func anEntryWhoseTemplateTwoParentEntriesShareIsALocatedErrorNamingTheirIds() throws {
        let result = try agentsOverlay("      - template: agents/skill.md\n        path: \"skills/{{procedure.fileName}}.md\"\n")
        guard case .failure(let error) = result else {
            Issue.record("an ambiguous replacement passed")
            return
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.ruleID == "pack.ambiguous-entry")
        #expect(diagnostic.location.file == ".intentflow/packs/acme/pack.yaml")
        #expect(diagnostic.location.line == 6)
        #expect(diagnostic.message.contains("(id: claude-skill; id: agents-skill)"), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("add 'id:'"))
    }

    @Test func anIdPicksOneOfTwoEntriesOfOneTemplateToReplaceOrRemove() throws {
        let replaced = try agentsOverlay(
            "      - id: claude-skill\n        template: team-skill.md\n        each: procedures\n"
                + "        path: \".claude/skills/{{procedure.fileName}}/SKILL.md\"\n").get()
        let files = try #require(replaced.generator(named: "agents")?.files)
        let claude = try #require(files.first { $0.id == "claude-skill" })
        #expect(claude.template == "team-skill.md")
        #expect(claude.when == nil)
        #expect(files.first { $0.id == "agents-skill" }?.template == "agents/skill.md")
        #expect(files.filter { $0.template == "team-skill.md" }.count == 1, "replaced in place, not added")

        let removed = try agentsOverlay("      - id: agents-skill\n        template: agents/skill.md\n        remove: true\n").get()
        let left = try #require(removed.generator(named: "agents")?.files)
        #expect(left.filter { $0.template == "agents/skill.md" }.map(\.id) == ["claude-skill"])

        let misspelt = try agentsOverlay("      - id: agent-skill\n        template: agents/skill.md\n        remove: true\n")
        guard case .failure(let error) = misspelt else {
            Issue.record("removing an unknown id passed")
            return
        }
        #expect(error.diagnostics.first?.message.contains("did you mean 'agents-skill'?") == true)
    }

    @Test func twoEntriesWithOneIdAreALocatedError() throws {
        let result = try agentsOverlay(
            "      - id: mine\n        template: team-skill.md\n        path: a.md\n"
                + "      - id: mine\n        template: team-skill.md\n        path: b.md\n")
        guard case .failure(let error) = result else {
            Issue.record("a repeated id passed")
            return
        }
        #expect(error.diagnostics.first?.ruleID == "pack.duplicate")
        #expect(error.diagnostics.first?.location.line == 9)
    }

    @Test func aChildDefaultOutsideTheInheritedChoicesIsAnError() throws {
        let parent = PackParameter(name: "testing", defaultValue: "swift-testing", choices: ["swift-testing", "xctest"], location: SourceLocation(file: "a", line: 1, column: 1))
        let child = PackParameter(name: "testing", defaultValue: "xctset", location: SourceLocation(file: "b", line: 2, column: 3), givenKeys: ["default"])
        #expect(throws: GeneratorError.self) { try child.overlaid(on: parent) }
    }

    @Test func replaceTrueUsesTheChildsGeneratorWhole() throws {
        let pack = try PackFixtures.teamPack([
            "pack.yaml": """
                name: acme
                extends: swift
                generators:
                  feature:
                    replace: true
                    files:
                      - template: contract.swift
                        path: "{{feature.name}}.swift"

                """
        ]).1.get()
        #expect(pack.generator(named: "feature")?.files.map(\.template) == ["contract.swift"])
        #expect(pack.generator(named: "feature")?.parameters.isEmpty == true)
    }

    @Test func theBuiltInTemplatesHaveBlocksAtTheirSeams() throws {
        let pack = try ResolvedPack(chain: [try #require(try PackCatalog(projectRoot: nil).builtInPack())])
        func blocks(_ name: String) throws -> Set<String> {
            let template = try #require(pack.library[name])
            var found: Set<String> = []
            func visit(_ references: [TemplateReference]) {
                for reference in references {
                    if reference.kind == .block { found.insert(reference.name) }
                    visit(reference.children)
                }
            }
            visit(template.references)
            return found
        }
        #expect(try blocks("contract.swift").isSuperset(of: ["header", "stateType", "routeType", "nextTypeAlias"]))
        #expect(try blocks("partials/imports") == ["imports"])
        #expect(try blocks("partials/enum") == ["case"])
        #expect(try blocks("flow.swift").isSuperset(of: ["flowDoc", "case", "defaultCase"]))
        #expect(try blocks("effects.swift").isSuperset(of: ["case", "effectsDoc"]))
        #expect(try blocks("projection.swift").isSuperset(of: ["viewState", "case"]))
        #expect(try blocks("tests.swift").isSuperset(of: ["imports", "suiteAttributes", "baseClass", "suiteDoc"]))
        #expect(try blocks("partials/trace-test-body") == ["testBody"])
        #expect(try blocks("agents/agents.md").isSuperset(of: ["title", "rules", "footer"]))
    }
}
