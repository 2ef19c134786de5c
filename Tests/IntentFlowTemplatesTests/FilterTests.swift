import IntentFlowTemplates
import IntentFlowText
import Testing

/// The code-generation filters: `{{name | filter}}`.
@Suite struct FilterTests {
    private func render(_ source: String, _ context: TemplateValue) throws -> String {
        try Template(source: source, name: "t").render(context)
    }

    @Test(arguments: [
        ("upperFirst", "userName", "UserName"),
        ("lowerFirst", "UserName", "userName"),
        ("uppercase", "userName", "USERNAME"),
        ("lowercase", "UserName", "username"),
        ("camelCase", "user name", "userName"),
        ("camelCase", "URLSession", "urlSession"),
        ("camelCase", "did_load-view", "didLoadView"),
        ("camelCase", "user ID", "userID"),
        ("PascalCase", "user_name", "UserName"),
        ("PascalCase", "checkout flow", "CheckoutFlow"),
        ("snake_case", "userName", "user_name"),
        ("snake_case", "URLSession task", "url_session_task"),
        ("snake_case", "utf8String", "utf8_string"),
        ("kebab-case", "userName", "user-name"),
        ("kebab-case", "Did Load", "did-load"),
    ])
    func caseFilters(filter: String, input: String, expected: String) throws {
        #expect(try render("{{name | \(filter)}}", ["name": .string(input)]) == expected)
    }

    @Test func namedFiltersComeFromTheProgramAndChainWithBuiltInOnes() throws {
        let shout = NamedFilter("shout") { $0 + "!" }
        let template = try Template(source: "{{name | camelCase | shout}}", name: "t", filters: [shout])
        #expect(try template.render(["name": "Did Load"]) == "didLoad!")
        #expect(template.references.first?.filters == [.camelCase, .named(shout)])
    }

    @Test func aNamedFilterDoesNotReplaceABuiltInOne() throws {
        let template = try Template(
            source: "{{name | uppercase}}", name: "t", filters: [NamedFilter("uppercase") { _ in "replaced" }])
        #expect(try template.render(["name": "a"]) == "A")
    }

    @Test func theEngineKnowsNoLanguage() {
        // `swiftIdentifier` is the generator's (SwiftIdentifier.templateFilters), not the engine's.
        #expect(throws: TemplateError.self) { try Template(source: "{{name | swiftIdentifier}}", name: "t") }
    }

    @Test func filtersChainLeftToRight() throws {
        #expect(try render("{{name | camelCase | upperFirst}}", ["name": "did load"]) == "DidLoad")
        #expect(try render("{{name | snake_case | uppercase}}", ["name": "userName"]) == "USER_NAME")
    }

    @Test func indentIndentsEveryLineButTheFirstAndLeavesEmptyLinesEmpty() throws {
        let body: TemplateValue = "let a = 1\n\nreturn a"
        let output = try render("    func f() {\n        {{body | indent(8)}}\n    }", ["body": body])
        #expect(output == "    func f() {\n        let a = 1\n\n        return a\n    }")
    }

    @Test func filtersApplyToNumbersAndBooleansAsText() throws {
        #expect(try render("{{n | indent(2)}}-{{b | uppercase}}", ["n": 42, "b": true]) == "42-TRUE")
    }

    @Test func filtersWorkInTripleMustachesAndAfterEscaping() throws {
        let template = try Template(source: "{{{name | upperFirst}}} {{name | upperFirst}}", name: "t")
        let output = try template.render(["name": "a<b"], options: .init(escaping: .html))
        #expect(output == "A<b A&lt;b")
    }

    @Test func unknownFilterIsACompileErrorAtTheTag() {
        #expect {
            try Template(source: "line\n  {{name | shout}}", name: "t.mustache")
        } throws: { error in
            guard let error = error as? TemplateError else { return false }
            return error.kind == .unknownFilter && error.location == SourceLocation(file: "t.mustache", line: 2, column: 3)
                && error.message.contains("'shout'")
        }
    }

    @Test func unknownFilterErrorNamesTheProgramsFiltersToo() {
        #expect {
            try Template(source: "{{name | shout}}", name: "t", filters: [NamedFilter("whisper") { $0 }])
        } throws: { error in
            (error as? TemplateError)?.message.hasSuffix("indent(n), whisper") == true
        }
    }

    @Test(arguments: ["indent(x)", "indent()", "indent(-1)", "indent(4", "camelcase"])
    func malformedFiltersAreRejected(filter: String) {
        #expect(throws: TemplateError.self) { try Template(source: "{{a | \(filter)}}", name: "t") }
    }

    @Test func filtersAreRefusedOnSections() {
        #expect(throws: TemplateError.self) { try Template(source: "{{#a | camelCase}}x{{/a | camelCase}}", name: "t") }
    }
}

/// List positions: `{{@index}}`, `{{@first}}`, `{{@last}}`.
@Suite struct ListPositionTests {
    private let items: TemplateValue = ["items": ["a", "b", "c"]]

    @Test func indexIsZeroBased() throws {
        let output = try Template(source: "{{#items}}{{@index}}={{.}} {{/items}}", name: "t").render(items)
        #expect(output == "0=a 1=b 2=c ")
    }

    @Test func lastSeparatesElements() throws {
        let output = try Template(source: "{{#items}}{{.}}{{^@last}}, {{/@last}}{{/items}}", name: "t").render(items)
        #expect(output == "a, b, c")
    }

    @Test func firstAndLastAsValuesAndSections() throws {
        let template = try Template(
            source: "{{#items}}{{#@first}}[{{/@first}}{{.}}:{{@first}}/{{@last}}{{#@last}}]{{/@last}} {{/items}}",
            name: "t")
        #expect(try template.render(items) == "[a:true/false b:false/false c:false/true] ")
    }

    @Test func positionsReferToTheInnermostList() throws {
        let context: TemplateValue = ["rows": [["cells": ["x", "y"]], ["cells": ["z"]]]]
        let template = try Template(
            source: "{{#rows}}{{@index}}:{{#cells}}{{@index}}{{/cells}};{{/rows}}", name: "t")
        #expect(try template.render(context) == "0:01;1:0;")
    }

    @Test func positionsSeeThroughNonListSections() throws {
        let context: TemplateValue = ["items": [["detail": ["name": "a"]], ["detail": ["name": "b"]]]]
        let template = try Template(source: "{{#items}}{{#detail}}{{@index}}{{name}}{{/detail}}{{/items}}", name: "t")
        #expect(try template.render(context) == "0a1b")
    }

    @Test func positionOutsideAListIsAnErrorInStrictModeAndEmptyOtherwise() throws {
        let template = try Template(source: "[{{@index}}]", name: "t")
        #expect(try template.render([:], options: .spec) == "[]")
        #expect(throws: TemplateError.self) { try template.render([:]) }
    }

    @Test func unknownPositionIsACompileError() {
        #expect(throws: TemplateError.self) { try Template(source: "{{@count}}", name: "t") }
    }
}
