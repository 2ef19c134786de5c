import IntentFlowManifest
import IntentFlowText

/// Builders for the JSON Schemas (draft 2020-12) of tool inputs and outputs, so every tool spells them alike.
package enum MCPSchema {
    /// An object with `properties`, of which `required` must be present, and no others.
    package static func object(_ properties: JSONObject, required: [String] = []) -> JSONValue {
        guard !required.isEmpty else {
            return ["type": "object", "properties": .object(properties), "additionalProperties": false]
        }
        return [
            "type": "object", "properties": .object(properties), "required": .array(required.map(JSONValue.string)),
            "additionalProperties": false,
        ]
    }

    /// An output schema as `tools/list` shows it: an object and the members the full schema requires. What it
    /// accepts includes what the full schema accepts (the tests check every result against the full one), at a
    /// fraction of the tokens an agent pays for the list.
    package static func listed(_ schema: JSONValue) -> JSONValue {
        guard let required = schema["required"], required.arrayValue?.isEmpty == false else {
            return ["type": "object"]
        }
        return ["type": "object", "required": required]
    }

    /// A string.
    package static func string(_ description: String, choices: [String] = []) -> JSONValue {
        var schema: JSONObject = ["type": "string", "description": .string(description)]
        if !choices.isEmpty { schema["enum"] = .array(choices.map(JSONValue.string)) }
        return .object(schema)
    }

    /// An array of strings.
    package static func strings(_ description: String) -> JSONValue {
        ["type": "array", "items": ["type": "string"], "description": .string(description)]
    }

    /// A boolean.
    package static func bool(_ description: String) -> JSONValue {
        ["type": "boolean", "description": .string(description)]
    }

    /// An integer, at least `minimum` when given.
    package static func integer(_ description: String, minimum: Int? = nil) -> JSONValue {
        var schema: JSONObject = ["type": "integer", "description": .string(description)]
        if let minimum { schema["minimum"] = .int(minimum) }
        return .object(schema)
    }

    /// An array whose items follow `items`.
    package static func array(_ items: JSONValue, _ description: String = "") -> JSONValue {
        description.isEmpty
            ? ["type": "array", "items": items]
            : ["type": "array", "items": items, "description": .string(description)]
    }

    /// A value of any of `types` (e.g. `["string", "null"]`).
    package static func nullable(_ type: String) -> JSONValue { ["type": [.string(type), "null"]] }

    /// An output object: `properties`, all of them present. Extra members are allowed so an output can grow without
    /// breaking clients that validate it.
    package static func output(_ properties: JSONObject) -> JSONValue {
        [
            "type": "object", "properties": .object(properties),
            "required": .array(properties.keys.sorted().map(JSONValue.string)),
        ]
    }
}
