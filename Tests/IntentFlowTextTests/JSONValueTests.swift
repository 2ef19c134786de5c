import IntentFlowText
import Testing

/// The one JSON value: what it writes for machines (keys sorted, whole numbers as integers) and for people (keys in
/// their order), and what two equal values are.
@Suite struct JSONValueTests {
    @Test func encodedSortsKeysAndWritesNumbersAsFoundationDoes() {
        let value: JSONValue = ["b": 1, "a": [.double(2.5), .double(2.0), .int(-3), .null, true], "c": "x/y\n"]
        #expect(value.encoded == #"{"a":[2.5,2,-3,null,true],"b":1,"c":"x/y\n"}"#)
        #expect(value.rendered.hasPrefix("{\n  \"b\": 1,\n  \"a\": ["))
    }

    @Test func aParsedWholeNumberIsWrittenAsAnInteger() throws {
        #expect(try JSONParser.parse("[1.0, 1e2, 0.5, -7]").encoded == "[1,100,0.5,-7]")
    }

    @Test func objectsAreEqualInAnyOrderAndKeepTheirOwn() throws {
        let ab = try JSONParser.parse(#"{"a": 1, "b": [2]}"#)
        let ba = try JSONParser.parse(#"{"b": [2], "a": 1}"#)
        #expect(ab == ba)
        #expect(Set([ab, ba]).count == 1)
        #expect(ab != (try JSONParser.parse(#"{"a": 1, "b": [3]}"#)))
        #expect(ab != (try JSONParser.parse(#"{"a": 1}"#)))
        #expect(ab.objectValue?.keys == ["a", "b"])
        #expect(ba.objectValue?.keys == ["b", "a"])
    }

    @Test func settingAKeyReplacesItInPlaceAndNilRemovesIt() {
        var object: JSONObject = ["a": 1, "b": 2]
        object["a"] = 3
        object["c"] = 4
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object["a"] == 3)
    }
}
