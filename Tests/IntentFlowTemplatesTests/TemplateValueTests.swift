import Foundation
import Testing
import IntentFlowTemplates

/// Contexts from Swift values, Encodable models and JSON.
@Suite struct TemplateValueTests {
    struct Feature: Encodable {
        var name: String
        var states: [String]
        var isAsync: Bool
        var version: Int
        var ratio: Double
        var summary: String?
    }

    @Test func encodableModelsBecomeDictionaries() throws {
        let value = try TemplateValue(
            encodable: Feature(name: "Login", states: ["idle"], isAsync: true, version: 2, ratio: 0.5, summary: nil))
        #expect(value["name"] == "Login")
        #expect(value["states"] == ["idle"])
        #expect(value["isAsync"] == true)
        #expect(value["version"] == 2)
        #expect(value["ratio"] == 0.5)
        let template = try Template(source: "{{name}} {{#states}}{{.}}{{/states}} {{version}} {{ratio}}", name: "t")
        #expect(try template.render(value) == "Login idle 2 0.5")
    }

    @Test func jsonKeepsBooleansIntegersAndDoublesApart() throws {
        let value = try TemplateValue(json: Data(#"{"b": true, "i": 1, "d": 1.5, "s": "x", "n": null, "a": [0]}"#.utf8))
        #expect(
            value == [
                "b": .bool(true), "i": .int(1), "d": .double(1.5), "s": .string("x"), "n": .null, "a": [.int(0)],
            ])
    }

    @Test func invalidJSONSaysWhere() {
        #expect {
            try TemplateValue(json: Data("{\n  \"a\": }".utf8))
        } throws: { error in
            guard let error = error as? TemplateError else { return false }
            return error.kind == .invalidData && error.message.contains("line 2, column 8")
        }
    }

    @Test func strictJSONStillReadsEveryValidForm() throws {
        let json = #"\#u{FEFF}{"a": [1, -0.25e+1, 0, true, false, null, "\u00e9\ud83d\ude00\n\"\\/"], "b": {}, "c": [],"#
            + #" "d": {"a": 1}}"#
        let value = try TemplateValue(json: Data(json.utf8))
        #expect(value["b"] == .dictionary([:]))
        #expect(value["d"] == ["a": 1])
        #expect(value["a"] == [1, -2.5, 0, true, false, .null, "é😀\n\"\\/"])
    }

    @Test(arguments: ["{\"a\": 1,}", "[1,]", "{\"a\": 1, \"a\": 1}", "[01]", "{\"a\" 1}", "[\"\u{01}\"]", "[1] x", "[\"\\x\"]"])
    func invalidJSONThatFoundationAcceptsIsRefused(json: String) {
        #expect(throws: TemplateError.self) { try TemplateValue(json: Data(json.utf8)) }
    }

    @Test(arguments: [
        (TemplateValue.int(3), "3"), (.double(2), "2"), (.double(1.25), "1.25"), (.bool(false), "false"),
        (.null, ""), (.string("s"), "s"),
    ])
    func scalarsRenderAsText(value: TemplateValue, text: String) {
        #expect(value.text == text)
    }

    @Test(arguments: [
        (TemplateValue.null, false), (.bool(false), false), (.string(""), false), (.array([]), false),
        (.int(0), true), (.string("x"), true), (.dictionary([:]), true), (.array([.null]), true),
    ])
    func truthiness(value: TemplateValue, isTruthy: Bool) {
        #expect(value.isTruthy == isTruthy)
    }

    @Test func valuesRoundTripThroughJSON() throws {
        let value: TemplateValue = ["a": [1, 2.5, "x", nil, true], "b": ["c": "d"]]
        let data = try JSONEncoder().encode(value)
        #expect(try TemplateValue(json: data) == value)
    }
}
