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

    /// The raw test objects of a vendored spec file.
    static func rawTests(_ file: String) -> [[String: Any]] {
        guard let url = Bundle.module.url(forResource: file, withExtension: "json", subdirectory: "Spec"),
            let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = object["tests"] as? [[String: Any]]
        else { return [] }
        return tests
    }

    /// Every case of a vendored spec file.
    static func load(_ file: String) -> [SpecCase] {
        rawTests(file).compactMap { test in
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

    @Test func everyCaseOfEverySpecFileLoads() {
        for file in Self.files {
            let raw = SpecCase.rawTests(file).count
            #expect(raw > 0, "no cases in \(file).json")
            #expect(SpecCase.load(file).count == raw, "some cases of \(file).json could not be read")
        }
    }

    /// Every case of every file; a failure names the file and the case ("partials: Standalone Indentation").
    @Test(arguments: Self.files.flatMap(SpecCase.load)) func conformsToTheSpecification(_ spec: SpecCase) throws {
        #expect(try spec.render() == spec.expected)
    }
}
