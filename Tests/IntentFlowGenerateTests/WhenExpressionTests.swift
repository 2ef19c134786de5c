import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates
import Testing

import Foundation
import FoundationEssentials
@testable import IntentFlowGenerate

@Suite("when: conditions")
struct WhenExpressionTests {
    let context: TemplateValue = [
        "params": ["ui": "swiftui", "testing": "xctest"],
        "routes": ["hasCases": true],
        "tools": ["claude": false, "codex": true],
    ]

    func parse(_ text: String) throws(WhenParser.Failure) -> WhenExpression {
        try WhenParser.parse(text) { SourceLocation(file: "pack.yaml", line: 7, column: 15 + $0) }
    }

    func holds(_ text: String) throws -> Bool { try parse(text).evaluate(in: context) }

    @Test func comparesFactsAndStrings() throws {
        #expect(try holds(#"params.ui == "swiftui""#))
        #expect(try !holds(#"params.ui == 'uikit'"#))
        #expect(try holds(#"params.ui != "uikit""#))
        #expect(try holds("routes.hasCases"))
        #expect(try holds("tools.claude or tools.codex"))
        #expect(try !holds("tools.claude and tools.codex"))
        #expect(try holds("not tools.claude"))
    }

    @Test func notBindsTighterThanAndWhichBindsTighterThanOr() throws {
        // or(claude, and(codex, not(claude))) is true; and(or(claude, codex), not(codex)) would be false.
        #expect(try holds("tools.claude or tools.codex and not tools.claude"))
        #expect(try !holds("(tools.claude or tools.codex) and not tools.codex"))
        #expect(try holds(#"not (params.ui == "uikit") and (params.testing == "xctest" or tools.claude)"#))
    }

    @Test func syntaxErrorsAreLocatedAtTheOffendingCharacter() {
        let cases: [(String, Int, String)] = [
            ("params.ui = 'x'", 10, "compare with '=='"),
            ("tools.claude &&", 13, "write 'and' or 'or'"),
            ("(tools.claude", 0, "never closed"),
            ("tools.claude or", 15, "expected a name"),
            ("'open", 0, "never closed"),
            ("tools.claude tools.codex", 13, "unexpected 'tools.codex'"),
            ("params.", 0, "each part between dots"),
        ]
        for (text, offset, message) in cases {
            #expect(throws: WhenParser.Failure.self) { try parse(text) }
            do {
                _ = try parse(text)
            } catch {
                #expect(error.offset == offset, "\(text)")
                #expect(error.message.contains(message), "\(text): \(error.message)")
            }
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000)
        #expect(throws: WhenParser.Failure.self) { try parse(text) }
        let nots = String(repeating: "not ", count: 10_000) + "x"
        #expect(throws: WhenParser.Failure.self) { try parse(nots) }
    }

    @Test func anUnknownFactIsALocatedErrorWithASuggestion() throws {
        let expression = try parse(#"params.uii == "swiftui""#)
        #expect(throws: GeneratorError.self) { try expression.evaluate(in: context) }
        do {
            _ = try expression.evaluate(in: context)
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.location == SourceLocation(file: "pack.yaml", line: 7, column: 15))
            #expect(diagnostic.message.contains("did you mean 'params.ui'?"))
            #expect(diagnostic.ruleID == "pack.when")
        }
    }

    @Test func aConditionInPackYAMLIsParsedWhenThePackLoadsAndLocatedThere() throws {
        let yaml = """
            name: p
            generators:
              feature:
                files:
                  - template: a
                    path: a.swift
                    when: "routes.hasCases and = 1"

            """
        #expect(throws: GeneratorError.self) {
            try PackLoader.load(files: ["pack.yaml": yaml], origin: .builtIn, displayPath: "p")
        }
        do {
            _ = try PackLoader.load(files: ["pack.yaml": yaml], origin: .builtIn, displayPath: "p")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            // The quote is at column 15, so the value starts at 16; '=' is 20 characters in.
            #expect(diagnostic.location == SourceLocation(file: "p/pack.yaml", line: 7, column: 36))
            #expect(diagnostic.message.hasPrefix("'when' does not parse"))
        }
    }

    @Test func theRendererSkipsAFileWhoseConditionDoesNotHold() throws {
        let files = [
            "pack.yaml": """
                name: p
                generators:
                  feature:
                    files:
                      - template: a
                        path: "{{feature.name}}/A.swift"
                        when: routes.hasCases
                      - template: a
                        path: "{{feature.name}}/B.swift"
                        when: not routes.hasCases

                """,
            "a.mustache": "// {{feature.name}}\n",
        ]
        let pack = try ResolvedPack(chain: [PackLoader.load(files: files, origin: .builtIn, displayPath: "p")])
        let rendered = try PackRenderer(pack: pack, generator: "feature").render(
            context: ["feature": ["name": "Login"], "routes": ["hasCases": true]], parameters: [:], source: "x")
        #expect(rendered.map(\.path) == ["Login/A.swift"])
    }

    @Test func theBuiltInPackChoosesFilesWithWhenNotEmptyPaths() throws {
        let pack = try #require(try PackCatalog(projectRoot: nil).builtInPack())
        for generator in pack.generators {
            for entry in generator.files {
                // A path wrapped whole in a section is a condition in disguise.
                #expect(entry.path.range(of: #"\{\{/[^}]+\}\}$"#, options: .regularExpression) == nil, "\(generator.name): \(entry.template) still uses an empty path")
            }
        }
        let feature = try #require(pack.generator(named: "feature"))
        #expect(feature.files.contains { $0.template == "swiftui-view.swift" && $0.when != nil })
    }
}
