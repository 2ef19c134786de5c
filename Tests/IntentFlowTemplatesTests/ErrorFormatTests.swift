import IntentFlowTemplates
import IntentFlowText
import Testing

/// Every error names the file, line and column, quotes the line with a caret, and lists the partials and parents it
/// came through.
@Suite struct ErrorFormatTests {
    private func compileError(_ source: String, name: String = "list.mustache") -> TemplateError? {
        do {
            _ = try Template(source: source, name: name)
            return nil
        } catch {
            return error
        }
    }

    private func renderError(
        _ name: String, in sources: [String: String], context: TemplateValue = [:],
        options: RenderOptions = .codeGeneration
    ) -> TemplateError? {
        do {
            _ = try TemplateLibrary(sources: sources).render(name, context: context, options: options)
            return nil
        } catch {
            return error
        }
    }

    @Test func aNameWithALineBreakInsideIsRefusedWhateverTheLineEnding() throws {
        for breakText in ["\n", "\r\n", "\r", "\t", " "] {
            let error = try #require(compileError("{{#a}}{{b\(breakText)c}}{{/a}}"), "\(Array(breakText.utf8))")
            #expect(error.kind == .syntax)
            #expect(error.message.hasSuffix("is not a name: names hold no whitespace"))
        }
        #expect(compileError("{{a.b.c}}{{#x.y}}{{.}}{{/x.y}}") == nil)
        #expect(try #require(compileError("{{a..b}}")).message.hasSuffix("a dotted name has an empty part"))
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() throws {
        let error = try #require(compileError("a\n  {{#items}}\n  x\n"))
        #expect(error.kind == .syntax)
        #expect(
            error.description == """
                list.mustache:2:3: error: 'items' is never closed
                      {{#items}}
                      ^
                """)
    }

    @Test func mismatchedClosingTagNamesBothTags() throws {
        let error = try #require(compileError("{{#a}}\n{{#b}}x{{/a}}\n{{/b}}"))
        #expect(error.location == SourceLocation(file: "list.mustache", line: 2, column: 8))
        #expect(error.message == "closing tag 'a' does not match 'b' opened at 2:1")
    }

    @Test func closingTagWithoutOpeningTag() throws {
        let error = try #require(compileError("x {{/a}}"))
        #expect(error.location?.column == 3)
        #expect(error.message.contains("has no opening tag"))
    }

    @Test(arguments: ["{{=<% =}}", "{{=<% %> x=}}", "{{= =}}", "{{=a= b=}}"])
    func badDelimitersAreLocated(source: String) throws {
        let error = try #require(compileError("ok\n" + source))
        #expect(error.kind == .syntax)
        #expect(error.location == SourceLocation(file: "list.mustache", line: 2, column: 1))
    }

    @Test func unclosedTagIsLocated() throws {
        let error = try #require(compileError("Hello {{name\n"))
        #expect(error.location?.column == 7)
        #expect(error.message.contains("unclosed tag"))
    }

    @Test(arguments: ["{{}}", "{{#}}{{/}}", "{{a b}}", "{{a..b}}", "{{>}}"])
    func malformedNamesAreSyntaxErrors(source: String) {
        #expect(compileError(source)?.kind == .syntax)
    }

    @Test func columnsCountCharactersAndCaretsKeepTabs() throws {
        let error = try #require(compileError("\té {{#x}}", name: "t"))
        #expect(error.location?.column == 4)
        #expect(error.description.hasSuffix("    \té {{#x}}\n    \t  ^"))
    }

    @Test func locationsAfterMultiLineTagsAndLongLinesAreExact() throws {
        let source = "{{!a\nb}}  {{x}}\n" + String(repeating: "é{{y}}", count: 3) + "{{z}}"
        let template = try Template(source: source, name: "t")
        let locations = template.references.map(\.location)
        #expect(locations.map(\.line) == [2, 3, 3, 3, 3])
        #expect(locations.map(\.column) == [6, 2, 8, 14, 19])
    }

    @Test func renderErrorInAPartialShowsTheInclusionChain() throws {
        let sources = ["Screen": "Title\n{{#rows}}\n    {{>Row}}\n{{/rows}}\n", "Row": "- {{title}}\n"]
        let error = try #require(renderError("Screen", in: sources, context: ["rows": [[:]]]))
        #expect(error.kind == .missingValue)
        #expect(
            error.description == """
                Row:1:3: error: no value for 'title' (strict mode)
                    - {{title}}
                      ^
                  in partial 'Row' included from Screen:3:5
                """)
    }

    @Test func renderErrorInABlockShowsTheParentChain() throws {
        let sources = [
            "Child": "{{<Layout}}\n{{$body}}\n  {{missing}}\n{{/body}}\n{{/Layout}}\n",
            "Layout": "<{{>Frame}}>",
            "Frame": "[{{$body}}{{/body}}]",
        ]
        let error = try #require(renderError("Child", in: sources))
        #expect(error.location == SourceLocation(file: "Child", line: 3, column: 3))
        #expect(
            error.inclusions.map(\.description) == [
                "in partial 'Frame' included from Layout:1:2", "in parent 'Layout' included from Child:1:1",
            ])
    }

    @Test func missingPartialIsLocatedAtTheTag() throws {
        let error = try #require(renderError("a", in: ["a": "x\n  {{>nope}}"]))
        #expect(error.kind == .missingPartial)
        #expect(error.location == SourceLocation(file: "a", line: 2, column: 3))
    }

    @Test func partialIncludingItselfForeverIsAnErrorNotACrash() throws {
        let error = try #require(renderError("self", in: ["self": "x{{>self}}"], options: .spec))
        #expect(error.kind == .recursionTooDeep)
        #expect(error.location == SourceLocation(file: "self", line: 1, column: 2))
        #expect(error.description.contains("in partial 'self' included from self:1:2"))
        #expect(error.description.contains("more inclusions"))
    }

    @Test func partialIncludingItselfTwicePerLevelIsBoundedNotAHang() throws {
        // 40 levels of data, two inclusions per level: 2^40 renders without the bound.
        var data: TemplateValue = ["c": false]
        for _ in 0..<40 { data = ["c": data] }
        let error = try #require(
            renderError("x", in: ["x": "{{#c}}{{>x}}{{>x}}{{/c}}"], context: data,
                options: RenderOptions(strict: false, maximumInclusions: 10_000)))
        #expect(error.kind == .recursionTooDeep)
        #expect(error.message.contains("more than 10000 partials"))
    }

    @Test func parentsIncludingEachOtherForeverIsAnError() throws {
        let sources = ["a": "{{<b}}{{/b}}", "b": "{{<a}}{{/a}}"]
        #expect(renderError("a", in: sources, options: .spec)?.kind == .recursionTooDeep)
    }

    @Test func deeplyNestedSourceIsACompileErrorNotAStackOverflow() throws {
        let source = String(repeating: "{{#a}}", count: 10_000) + String(repeating: "{{/a}}", count: 10_000)
        let error = try #require(compileError(source))
        #expect(error.message.contains("nest more than"))
    }

    @Test func errorWithoutLocationPrintsTheMessageOnly() {
        let error = TemplateError(kind: .invalidData, message: "invalid JSON: oops")
        #expect(error.description == "error: invalid JSON: oops")
    }
}
