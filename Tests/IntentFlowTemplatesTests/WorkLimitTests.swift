import IntentFlowTemplates
import IntentFlowText
import Testing

/// The bound on how much work one render may do, whatever it writes.
@Suite struct WorkLimitTests {
    /// Six nested empty sections over 100 items: 100⁶ passes that write nothing, so the output bound never trips.
    @Test func nestedEmptySectionsStopAtTheStepLimitAtTheSection() throws {
        let source = "// header\n" + String(repeating: "{{#items}}", count: 6) + String(repeating: "{{/items}}", count: 6)
        let template = try Template(source: source, name: "empty", path: "Templates/empty.mustache")
        let items = TemplateValue.array((0..<100).map { _ in .bool(true) })
        let error = try #require(throws: TemplateError.self) { try template.render(["items": items]) }
        #expect(error.kind == .tooMuchWork)
        #expect(error.location?.file == "Templates/empty.mustache")
        #expect(error.location?.line == 2)
        #expect(error.description.hasPrefix("Templates/empty.mustache:2:"))
        #expect(error.description.contains("\(RenderOptions.defaultMaximumSteps) steps"))
    }

    /// 150 nested sections over a list of two, inside a block override of a parent: 2¹⁵⁰ passes.
    @Test func deeplyNestedOverrideStopsAtTheStepLimit() throws {
        let library = try TemplateLibrary(sources: ["layout": "{{$footer}}end{{/footer}}\n"])
        let nested = String(repeating: "{{#features}}", count: 150) + String(repeating: "{{/features}}", count: 150)
        let template = try Template(
            source: "{{<layout}}{{$footer}}\(nested){{/footer}}{{/layout}}", name: "agents", path: "agents.mustache")
        let features = TemplateValue.array([.bool(true), .bool(true)])
        let error = try #require(throws: TemplateError.self) {
            try template.render(["features": features], partials: library)
        }
        #expect(error.kind == .tooMuchWork)
        #expect(error.location?.file == "agents.mustache")
    }

    @Test func workUpToTheLimitRenders() throws {
        // One section tag, then four passes each visiting one variable tag: 1 + 4 × 2 = 9 steps.
        let template = try Template(source: "{{#items}}{{.}}{{/items}}", name: "t")
        let items: TemplateValue = [1, 2, 3, 4]
        #expect(try template.render(["items": items], options: RenderOptions(maximumSteps: 9)) == "1234")
        let error = try #require(throws: TemplateError.self) {
            try template.render(["items": items], options: RenderOptions(maximumSteps: 8))
        }
        #expect(error.kind == .tooMuchWork)
    }
}
