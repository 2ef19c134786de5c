import IntentFlowTemplates
import IntentFlowText
import Testing

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

/// The bound on what one render may produce.
@Suite struct OutputLimitTests {
    @Test func aRunawayTemplateStopsAtTheLimitAtTheTagThatGrewIt() throws {
        // Seven nested sections over 30 items ask for 30^7 lines (about 200 GB); the bound stops it at 16 MiB.
        let nested = (0..<7).map { _ in "{{#items}}" }.joined() + "{{name}} is a line of output\n"
            + (0..<7).map { _ in "{{/items}}" }.joined()
        let template = try Template(source: "// header\n" + nested, name: "runaway", path: "Templates/runaway.mustache")
        let items = TemplateValue.array((0..<30).map { .dictionary(["name": .string("item \($0)")]) })
        let error = try #require(throws: TemplateError.self) { try template.render(["items": items]) }
        #expect(error.kind == .outputTooLarge)
        #expect(error.location?.file == "Templates/runaway.mustache")
        #expect(error.location?.line == 2)
        #expect(error.description.hasPrefix("Templates/runaway.mustache:2:"))
    }

    @Test func outputUpToTheLimitRenders() throws {
        let template = try Template(source: "{{#items}}abcd{{/items}}", name: "t")
        let items = TemplateValue.array((0..<4).map { _ in .bool(true) })
        #expect(try template.render(["items": items], options: RenderOptions(maximumOutputBytes: 16)) == String(repeating: "abcd", count: 4))
        #expect(throws: TemplateError.self) { try template.render(["items": items], options: RenderOptions(maximumOutputBytes: 15)) }
    }
}
