import Testing
import IntentFlowTemplates

/// Strict mode (the default for code generation) against the specification's forgiving mode.
@Suite struct StrictModeTests {
    @Test func missingNameIsAnErrorInStrictModeAndEmptyOtherwise() throws {
        let template = try Template(source: "Hello {{name}}!", name: "t")
        #expect(try template.render([:], options: .spec) == "Hello !")
        #expect(throws: TemplateError.self) { try template.render([:]) }
    }

    @Test func missingDottedPartIsAnError() throws {
        let template = try Template(source: "{{user.name}}", name: "t")
        #expect(try template.render(["user": ["name": "Ann"]]) == "Ann")
        #expect(throws: TemplateError.self) { try template.render(["user": [:]]) }
    }

    @Test func explicitNullIsNotMissing() throws {
        let template = try Template(source: "[{{value}}]{{#value}}x{{/value}}{{^value}}none{{/value}}", name: "t")
        #expect(try template.render(["value": nil]) == "[]none")
    }

    @Test func sectionsOnMissingNamesAreErrorsToo() throws {
        #expect(throws: TemplateError.self) { try Template(source: "{{#a}}x{{/a}}", name: "t").render([:]) }
        #expect(throws: TemplateError.self) { try Template(source: "{{^a}}x{{/a}}", name: "t").render([:]) }
        #expect(try Template(source: "{{^a}}x{{/a}}", name: "t").render([:], options: .spec) == "x")
    }

    @Test func missingPartialIsAnErrorInStrictMode() throws {
        let template = try Template(source: "<{{>row}}>", name: "t")
        #expect(try template.render([:], options: .spec) == "<>")
        #expect {
            try template.render([:])
        } throws: { error in
            (error as? TemplateError)?.kind == .missingPartial
        }
    }

    @Test func interpolatingAListIsAnErrorInStrictMode() throws {
        let template = try Template(source: "{{items}}", name: "t")
        #expect(try template.render(["items": [1, 2]], options: .spec) == "")
        #expect(throws: TemplateError.self) { try template.render(["items": [1, 2]]) }
    }

    @Test func dynamicPartialNameMustBeAString() throws {
        let library = try TemplateLibrary(sources: ["a": "A"])
        let template = try Template(source: "{{>*which}}", name: "t")
        #expect(try template.render(["which": "a"], partials: library) == "A")
        #expect(throws: TemplateError.self) { try template.render(["which": 1], partials: library) }
        #expect(try template.render(["which": 1], partials: library, options: .spec) == "")
    }

    @Test func codeGenerationDoesNotEscapeAndSpecModeDoes() throws {
        let template = try Template(source: "{{code}}", name: "t")
        #expect(try template.render(["code": "a < b && c"]) == "a < b && c")
        #expect(try template.render(["code": "a < b && c"], options: .spec) == "a &lt; b &amp;&amp; c")
    }
}
