import Foundation
import IntentFlowTemplates
import IntentFlowText
import Testing

/// Libraries of partials, the compile-once tree and the references tools read.
@Suite struct TemplateLibraryTests {
    @Test func directoryLibraryNamesTemplatesByRelativePath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("rows"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "{{#items}}{{>rows/Plain}}{{/items}}".write(
            to: directory.appendingPathComponent("List.mustache"), atomically: true, encoding: .utf8)
        try "- {{.}}\n".write(
            to: directory.appendingPathComponent("rows/Plain.mustache"), atomically: true, encoding: .utf8)
        try "ignored".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let library = try TemplateLibrary(directory: directory)
        #expect(library.names == ["List", "rows/Plain"])
        #expect(try library.render("List", context: ["items": ["a", "b"]]) == "- a\n- b\n")
        #expect(library["rows/Plain"]?.path.hasSuffix("rows/Plain.mustache") == true)
    }

    @Test func standalonePartialIndentsEachNonEmptyLine() throws {
        let library = try TemplateLibrary(sources: [
            "Type": "struct S {\n    {{>Body}}\n}\n", "Body": "let a: Int\n\nlet b: Int\n",
        ])
        #expect(try library.render("Type", context: [:]) == "struct S {\n    let a: Int\n\n    let b: Int\n}\n")
    }

    @Test func compiledTemplateRendersManyContexts() throws {
        let template = try Template(source: "{{#xs}}{{.}}{{/xs}}", name: "t")
        #expect(try template.render(["xs": [1, 2]]) == "12")
        #expect(try template.render(["xs": ["a"]]) == "a")
    }

    @Test func referencesKeepSectionScopes() throws {
        let template = try Template(
            source: "{{title | PascalCase}}\n{{#states}}\n{{name}}{{^@last}},{{/@last}}\n{{/states}}{{>row}}{{>*kind}}",
            name: "t")
        let references = template.references
        #expect(references.map(\.kind) == [.variable, .section, .partial, .dynamicPartial])
        #expect(references[0].filters == [.pascalCase])
        #expect(references[1].children.map(\.name) == ["name", "@last"])
        #expect(references[1].location == SourceLocation(file: "t", line: 2, column: 1))
        #expect(template.referencedNames == ["title", "states", "name", "kind"])
    }

    @Test func parentReferencesListTheirBlocks() throws {
        let template = try Template(source: "{{<layout}}{{$body}}{{x}}{{/body}}{{/layout}}", name: "t")
        let parent = try #require(template.references.first)
        #expect(parent.kind == .parent)
        #expect(parent.children.map(\.name) == ["body"])
        #expect(parent.children.first?.children.map(\.name) == ["x"])
    }

    @Test func rootTemplateCanIncludeItselfRecursively() throws {
        let template = try Template(source: "{{name}}({{#children}}{{>tree}}{{/children}})", name: "tree")
        let context: TemplateValue = ["name": "a", "children": [["name": "b", "children": []]]]
        #expect(try template.render(context) == "a(b())")
    }
}
