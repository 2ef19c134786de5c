import Foundation
@testable import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates
import Testing

@Suite struct PackCatalogTests {
    /// A project with `.intentflow/packs/` and a catalog whose built-in pack is the base fixture.
    func project(_ packs: [String: [String: String]]) throws -> (TemporaryDirectory, PackCatalog) {
        let directory = try TemporaryDirectory()
        for (name, files) in packs {
            try PackFixtures.write(files, to: directory.url.appendingPathComponent(".intentflow/packs/\(name)"))
        }
        return (directory, PackCatalog(projectRoot: directory.url, builtInFiles: PackFixtures.base))
    }

    let context: TemplateValue = ["feature": ["name": "Login"], "params": ["ui_swiftui": false]]

    @Test func aChildOverridesABlockOfItsParentsTemplateOfTheSameName() throws {
        let (directory, catalog) = try project([
            "acme": [
                "pack.yaml": "name: acme\nextends: base\n",
                "contract.swift.mustache": "{{<contract.swift}}{{$header}}// Acme header.\n{{/header}}{{/contract.swift}}",
            ]
        ])
        let pack = try catalog.resolve("acme", relativeTo: directory.url)
        #expect(pack.chain.map(\.name) == ["acme", "base"])
        #expect(pack.generator(named: "feature")?.files.count == 3)
        let text = try pack.library.render("contract.swift", context: context)
        #expect(text == "// Acme header.\nenum LoginState {}\n// footer from base\n")
    }

    @Test func aChildPartialShadowsTheParentsEverywhere() throws {
        let (directory, catalog) = try project([
            "acme": ["pack.yaml": "name: acme\nextends: base\n", "partials/footer.mustache": "// acme footer\n"]
        ])
        let pack = try catalog.resolve("acme", relativeTo: directory.url)
        let text = try pack.library.render("contract.swift", context: context)
        #expect(text.hasSuffix("enum LoginState {}\n// acme footer\n"))
    }

    @Test func aTeamPackMayShareTheBuiltInPacksName() throws {
        let (directory, catalog) = try project([
            "base": ["pack.yaml": "name: base\nextends: base\n", "view.swift.mustache": "custom view\n"]
        ])
        let pack = try catalog.resolve("base", relativeTo: directory.url)
        #expect(pack.chain.map(\.origin.kind) == ["project", "built-in"])
        #expect(try pack.library.render("view.swift", context: context) == "custom view\n")
    }

    @Test func aCycleInExtendsIsALocatedError() throws {
        let (directory, catalog) = try project([
            "a": ["pack.yaml": "name: a\nextends: b\n"],
            "b": ["pack.yaml": "name: b\ndescription: B\nextends: a\n"],
        ])
        do {
            _ = try catalog.resolve("a", relativeTo: directory.url)
            Issue.record("a cycle resolved")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.ruleID == "pack.extends-cycle")
            #expect(diagnostic.location == SourceLocation(file: ".intentflow/packs/b/pack.yaml", line: 3, column: 10))
            #expect(diagnostic.message.contains("a → b → a"))
        }
    }

    @Test func aPackExtendingItselfIsACycle() throws {
        let (directory, catalog) = try project(["solo": ["pack.yaml": "name: solo\nextends: solo\n"]])
        #expect(throws: GeneratorError.self) { try catalog.resolve("solo", relativeTo: directory.url) }
    }

    @Test func unknownPacksAndMismatchedNamesAreErrors() throws {
        let (directory, catalog) = try project(["acme": ["pack.yaml": "name: other\n"]])
        do {
            _ = try catalog.resolve("nope", relativeTo: directory.url)
            Issue.record("an unknown pack resolved")
        } catch {
            #expect(error.diagnostics.first?.message.contains("known packs: acme, base") == true)
        }
        #expect(throws: GeneratorError.self) { try catalog.resolve("acme", relativeTo: directory.url) }
    }

    @Test func packsAreFoundByPath() throws {
        let (directory, catalog) = try project([:])
        try PackFixtures.write(
            ["pack.yaml": "name: local\nextends: base\n"], to: directory.url.appendingPathComponent("packs/local"))
        let pack = try catalog.resolve("./packs/local", relativeTo: directory.url)
        #expect(pack.chain.map(\.name) == ["local", "base"])
        #expect(pack.pack.origin.kind == "path")
    }

    @Test func aTemplateThatDoesNotCompileIsLocated() throws {
        let (directory, catalog) = try project([
            "acme": ["pack.yaml": "name: acme\nextends: base\n", "flow.swift.mustache": "line\n{{#open}}\n"]
        ])
        do {
            _ = try catalog.resolve("acme", relativeTo: directory.url)
            Issue.record("a broken template compiled")
        } catch {
            #expect(error.diagnostics.first?.location.file == ".intentflow/packs/acme/flow.swift.mustache")
            #expect(error.diagnostics.first?.ruleID == "pack.template-syntax")
        }
    }

    @Test func listsProjectAndBuiltInPacks() throws {
        let (directory, catalog) = try project(["acme": ["pack.yaml": "name: acme\nextends: base\n"], "broken": ["x": ""]])
        let results = catalog.all()
        try #require(results.count == 3)
        _ = directory
        #expect((try? results[0].get())?.name == "acme")
        #expect((try? results[1].get()) == nil)
        #expect((try? results[2].get())?.origin == .builtIn)
    }

    @Test func theBuiltInPacksVersionIsIntentflowsAndTheRecordStampsIt() throws {
        let catalog = PackCatalog(projectRoot: nil)
        #expect(try catalog.builtInPack()?.version == IntentFlowVersion.current)
        let stamp = PackStamp(try catalog.resolve(.builtInDefault, relativeTo: URL(fileURLWithPath: "/")))
        #expect(stamp.version == IntentFlowVersion.current)
        #expect(stamp.git == nil)
    }
}
