import Foundation
import IntentFlowText
import Testing

/// The one JSON reader: what it keeps, what it refuses and where it says the text stops being JSON.
@Suite struct JSONParserTests {
    @Test func parsesAndRendersKeepingKeyOrderAndNumberSpelling() throws {
        let text = #"{"b": 1.50, "a": [true, null, "x\n\u00e9"], "c": {}, "d": [], "e": -2e3}"#
        let tree = try JSONParser.parse(text)
        #expect(
            tree.rendered == """
                {
                  "b": 1.50,
                  "a": [
                    true,
                    null,
                    "x\\né"
                  ],
                  "c": {},
                  "d": [],
                  "e": -2e3
                }

                """)
        // What it renders is JSON Foundation reads back to the same values.
        let reread = try JSONSerialization.jsonObject(with: Data(tree.rendered.utf8)) as? [String: Any]
        #expect((reread?["a"] as? [Any])?.count == 3)
        #expect(try JSONParser.parse(tree.rendered) == tree)
    }

    @Test(arguments: [
        ("{\n  // a comment\n  \"a\": 1\n}", 2, 3, "comment"),
        ("{\"a\": 1,}", 1, 8, "trailing comma before '}'"),
        ("[1, 2,]", 1, 6, "trailing comma before ']'"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key 'a' (first given at 1:2)"),
        ("{\"a\": tru}", 1, 7, "expected a JSON value"),
        ("{\"a\": \"open", 1, 7, "not closed"),
        ("{} {}", 1, 4, "after the JSON value"),
        ("", 1, 1, "ends where a value should be"),
        ("{\"a\": \"\\u12G4\"}", 1, 10, "four hexadecimal digits"),
        ("[01]", 1, 3, "expected ',' or ']'"),
        ("[1.]", 1, 4, "expected a digit after '.'"),
        ("[\"\\ud800\"]", 1, 3, "unpaired surrogate"),
        ("[\"\\x\"]", 1, 3, "unknown escape"),
        ("[\"a\u{01}\"]", 1, 4, "control character"),
        ("{\"é\": 1e400}", 1, 7, "too large"),
    ])
    func reportsWhereTheTextStopsBeingJSON(text: String, line: Int, column: Int, message: String) {
        #expect {
            try JSONParser.parse(text)
        } throws: { error in
            guard let error = error as? TextSyntaxError else { return false }
            return error.line == line && error.column == column && error.message.contains(message)
        }
    }

    @Test func invalidUTF8IsLocatedAtItsByte() {
        let bytes: [UInt8] = Array("{\n  \"a\": \"".utf8) + [0xE9] + Array("\"}".utf8)
        #expect(throws: TextSyntaxError(line: 2, column: 9, "invalid UTF-8 (byte 0xE9); save the file as UTF-8")) {
            try JSONParser.parse(bytes)
        }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number("1")]))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: TextSyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test func nestingUpToTheLimitIsReadAndOneMoreIsLocated() throws {
        let depth = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try JSONParser.parse(deepest) != .null)
        let tooDeep = "{\"a\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        #expect {
            try JSONParser.parse(tooDeep)
        } throws: { error in
            (error as? TextSyntaxError) == TextSyntaxError(line: 1, column: 6 + depth - 1, "nested deeper than \(depth) levels")
        }
    }

    @Test func anObjectOfManyKeysIsReadAndARepeatAmongThemFound() throws {
        let keys = (0..<20_000).map { "\"k\($0)\": \($0)" }
        guard case .object(let object) = try JSONParser.parse("{" + keys.joined(separator: ",") + "}") else {
            Issue.record("not an object")
            return
        }
        #expect(object.count == 20_000)
        #expect(object.members.last == JSONObject.Member("k19999", .number("19999")))
        let repeated = "{" + keys.joined(separator: ",") + ", \"k7\": 0}"
        #expect {
            try JSONParser.parse(repeated)
        } throws: { error in
            (error as? TextSyntaxError)?.message == "duplicate key 'k7' (first given at 1:\(2 + keys[..<7].map { $0.count + 1 }.reduce(0, +)))"
        }
    }

    @Test func keysSpeltWithEscapesAreTheSameKey() {
        #expect(throws: TextSyntaxError(line: 1, column: 15, "duplicate key 'a' (first given at 1:2)")) {
            try JSONParser.parse(#"{"\u0061": 1, "a": 2}"#)
        }
    }
}
