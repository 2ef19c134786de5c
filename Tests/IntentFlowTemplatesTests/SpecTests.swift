import Foundation
import Testing
import IntentFlowTemplates

/// One test case of the Mustache specification.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let template: String
    let data: TemplateValue
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(file): \(name)" }

    /// Every case of a vendored spec file.
    static func load(_ file: String) -> [SpecCase] {
        guard let url = Bundle.module.url(forResource: file, withExtension: "json", subdirectory: "Spec"),
            let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = object["tests"] as? [[String: Any]]
        else { return [] }
        return tests.compactMap { test in
            guard let name = test["name"] as? String, let template = test["template"] as? String,
                let expected = test["expected"] as? String, let rawData = test["data"],
                let json = try? JSONSerialization.data(withJSONObject: rawData, options: [.fragmentsAllowed]),
                let value = try? TemplateValue(json: json)
            else { return nil }
            return SpecCase(
                file: file, name: name, template: template, data: value,
                partials: test["partials"] as? [String: String] ?? [:], expected: expected)
        }
    }

    /// Renders the case the way the specification expects: HTML escaping, missing names empty.
    func render() throws -> String {
        let library = try TemplateLibrary(sources: partials)
        return try Template(source: template, name: "template").render(data, partials: library, options: .spec)
    }
}

/// The official specification files, each case a test. Spec mode: HTML escaping on, not strict.
@Suite struct SpecTests {
    static let files = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~dynamic-names",
        "~inheritance",
    ]

    @Test func everySpecFileIsVendoredAndLoads() {
        for file in Self.files {
            #expect(!SpecCase.load(file).isEmpty, "no cases loaded from \(file).json")
        }
    }

    @Test(arguments: SpecCase.load("interpolation")) func interpolation(_ spec: SpecCase) throws {
        #expect(try spec.render() == spec.expected)
    }

    @Test(arguments: SpecCase.load("sections")) func sections(_ spec: SpecCase) throws {
        #expect(try spec.render() == spec.expected)
    }

    @Test(arguments: SpecCase.load("inverted")) func inverted(_ spec: SpecCase) throws {
        #expect(try spec.render() == spec.expected)
    }

    @Test(arguments: SpecCase.load("comments")) func comments(_ spec: SpecCase) throws {
        #expect(try spec.render() == spec.expected)
    }

    @Test(arguments: SpecCase.load("delimiters")) func delimiters(_ spec: SpecCase) throws {
        #expect(try spec.render() == spec.expected)
    }

    @Test(arguments: SpecCase.load("partials")) func partials(_ spec: SpecCase) throws {
        #expect(try spec.render() == spec.expected)
    }

    @Test(arguments: SpecCase.load("~dynamic-names")) func dynamicNames(_ spec: SpecCase) throws {
        #expect(try spec.render() == spec.expected)
    }

    @Test(arguments: SpecCase.load("~inheritance")) func inheritance(_ spec: SpecCase) throws {
        #expect(try spec.render() == spec.expected)
    }
}
