import Foundation
@testable import IntentFlowCheck
@testable import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates
import Testing

@Suite struct PackLoaderTests {
    func load(_ files: [String: String]) throws(GeneratorError) -> Pack {
        try PackLoader.load(files: files, origin: .builtIn, displayPath: "Pack")
    }

    func loadError(_ yaml: String) -> Diagnostic? {
        do {
            _ = try load(["pack.yaml": yaml])
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test func readsGeneratorsParametersAndFiles() throws {
        let pack = try load(PackFixtures.base)
        #expect(pack.name == "base")
        #expect(pack.description == "A test pack.")
        let feature = try #require(pack.generator(named: "feature"))
        #expect(feature.parameters.map(\.name) == ["ui"])
        #expect(feature.parameters[0].choices == ["none", "swiftui", "uikit"])
        #expect(feature.files.map(\.template) == ["contract.swift", "flow.swift", "view.swift"])
        #expect(feature.files.map(\.owner) == [.generator, .user, .user])
        #expect(feature.files[0].pathLocation.line == 12)
        #expect(Set(pack.templates.keys) == ["contract.swift", "flow.swift", "view.swift", "partials/footer"])
        #expect(pack.templates["partials/footer"]?.displayPath == "Pack/partials/footer.mustache")
    }

    @Test func aPackAndARulesFileWithAByteOrderMarkAreRead() throws {
        var files = PackFixtures.base
        files["pack.yaml"] = "\u{FEFF}" + (files["pack.yaml"] ?? "")
        let pack = try load(files)
        #expect(pack.name == "base")
        #expect(pack.generator(named: "feature")?.files[0].pathLocation.line == 12)
        let rules = RulesFileLoader.load(contentsOf: "\u{FEFF}rules:\n  - {id: team.x, message: m, pattern: 'x'}\n", path: "rules.yaml")
        #expect(rules.diagnostics.isEmpty)
        #expect(rules.entries.map(\.id) == ["team.x"])
    }

    @Test func anUnknownKeyIsALocatedError() throws {
        let diagnostic = try #require(
            loadError("name: p\ngenerators:\n  feature:\n    files:\n      - template: a\n        path: b\n        ownr: user\n"))
        #expect(diagnostic.ruleID == "pack.unknown-key")
        #expect(diagnostic.location == SourceLocation(file: "Pack/pack.yaml", line: 7, column: 9))
        #expect(diagnostic.message.contains("'ownr'"))
    }

    @Test func badValuesAreLocatedErrors() throws {
        #expect(loadError("description: no name\n")?.ruleID == "pack.missing-key")
        #expect(loadError("name: p\ngenerators:\n  g:\n    files:\n      - template: a\n        path: b\n        owner: me\n")?.location.line == 7)
        #expect(loadError("name: p\ngenerators:\n  g:\n    parameters:\n      ui: { default: x, choices: [a, b] }\n")?.ruleID == "pack.invalid-value")
        #expect(loadError("name: \"../evil\"\n")?.ruleID == "pack.invalid-value")
        #expect(loadError("name: [p]\n")?.ruleID == "pack.invalid-value")
        #expect(loadError("name: p\n  bad: indentation\n: x") != nil)
        do {
            _ = try load(["a.mustache": "x"])
            Issue.record("a pack without pack.yaml loaded")
        } catch {
            #expect(error.diagnostics.first?.ruleID == "pack.not-found")
        }
    }

    @Test func readsAPackDirectory() throws {
        let directory = try TemporaryDirectory()
        try PackFixtures.write(PackFixtures.base.merging(["notes.txt": "ignored"]) { a, _ in a }, to: directory.url)
        let pack = try PackLoader.load(directory: directory.url, origin: .directory(directory.url), displayPath: "p")
        #expect(pack.templates.count == 4)
        #expect(pack.otherFiles.keys.sorted() == ["pack.yaml"])
    }

    @Test func parametersResolveDefaultsAndCheckChoices() throws {
        let feature = try #require(try load(PackFixtures.base).generator(named: "feature"))
        let origin = SourceLocation(file: "<command line>", line: 1, column: 1)
        #expect(try feature.resolve([:], origin: origin) == ["ui": "none"])
        #expect(try feature.resolve(["ui": "uikit"], origin: origin) == ["ui": "uikit"])
        #expect(throws: GeneratorError.self) { try feature.resolve(["ui": "react"], origin: origin) }
        #expect(PackParameter.flagName("testing", "swift-testing") == "testing_swift_testing")
    }

    @Test func aTypoInAParameterNameOrChoiceIsAnErrorWithASuggestion() throws {
        let feature = try #require(try load(PackFixtures.base).generator(named: "feature"))
        let origin = SourceLocation(file: "<command line>", line: 1, column: 1)
        let name = #expect(throws: GeneratorError.self) { try feature.resolve(["uj": "uikit"], origin: origin) }
        #expect(name?.diagnostics.first?.message == "generator 'feature' has no parameter 'uj'; did you mean 'ui'? (it has ui)")
        let choice = #expect(throws: GeneratorError.self) { try feature.resolve(["ui": "uikt"], origin: origin) }
        #expect(choice?.diagnostics.first?.message == "'uikt' is not a value of parameter 'ui'; did you mean 'uikit'? (choose one of none, swiftui, uikit)")
        #expect(choice?.diagnostics.first?.ruleID == "pack.parameter")
    }

    @Test func everyChoiceGetsAFlagAndOnlyTheChosenOneIsTrue() throws {
        let feature = try #require(try load(PackFixtures.base).generator(named: "feature"))
        let params = feature.parameterContext(["ui": "swiftui", "other": "x"])
        #expect(params["ui"] == .string("swiftui"))
        #expect(params["ui_swiftui"] == .bool(true))
        #expect(params["ui_none"] == .bool(false))
        #expect(params["ui_uikit"] == .bool(false))
        #expect(params["other"] == .string("x"))
        #expect(PackParameter.flagName("testing", "swift-testing") == "testing_swift_testing")
    }
}
