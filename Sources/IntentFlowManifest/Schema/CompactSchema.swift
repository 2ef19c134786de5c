import IntentFlowText

/// The manifest schema in a few kilobytes: one line per key with its type and its description, for a coding agent
/// that needs every key but not the JSON Schema's structure (`intentflow schema --compact`).
///
/// It is read off ``ManifestSchema``'s document rather than written beside it, so a key added to the schema appears
/// here too and the two never disagree.
package enum CompactSchema {
    /// The compact text of a schema version, ending in a newline.
    package static func text(for version: ManifestSchema.Version) -> String {
        let document = ManifestSchema.document(for: version)
        var lines = [header(document, version: version)]
        lines += keyLines(document, indent: "")
        if let definitions = document["$defs"]?.objectValue {
            lines.append("Definitions, named above by their names:")
            for member in definitions.members {
                lines += entryLines(member.key, member.value.objectValue ?? [:], required: false, indent: "")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The title and which keys are required, also under `anyOf` (states or fields), each `allOf` entry's `anyOf`
    /// (intents or children) and `mode: ai` (not for a parent that only hosts: the condition's `not`).
    private static func header(_ document: JSONObject, version: ManifestSchema.Version) -> String {
        var required = "Required: " + names(document["required"]).joined(separator: ", ")
        let groups = [document["anyOf"]] + (document["allOf"]?.arrayValue ?? []).map { $0.objectValue?["anyOf"] }
        for group in groups {
            let alternatives = (group?.arrayValue ?? []).flatMap { names($0.objectValue?["required"]) }
            if !alternatives.isEmpty { required += "; one of " + alternatives.joined(separator: ", ") }
        }
        let ai = names(document["then"]?.objectValue?["required"])
        if !ai.isEmpty { required += "; with mode: ai, " + ai.joined(separator: ", ") }
        if !ai.isEmpty, document["if"]?.objectValue?["not"] != nil { required += " (unless it only hosts children)" }
        return "IntentFlow manifest \(version.rawValue): each key, its type and what it is "
            + "(the JSON Schema: `intentflow schema`). \(required)."
    }

    /// One entry per property of an object schema, in the schema's order.
    private static func keyLines(_ schema: JSONObject, indent: String) -> [String] {
        let required = Set(names(schema["required"]))
        return (schema["properties"]?.objectValue?.members ?? []).flatMap { member in
            let value = member.value.objectValue ?? [:]
            return entryLines(member.key, value, required: required.contains(member.key), indent: indent)
        }
    }

    /// `key: type — description`, then the keys of any object the value holds, indented.
    private static func entryLines(_ key: String, _ schema: JSONObject, required: Bool, indent: String) -> [String] {
        var line = indent + key + ": " + typeText(schema)
        if let value = schema["default"] { line += " (default \(value.encoded))" }
        if required { line += " (required)" }
        if let description = schema["description"]?.stringValue { line += " — " + description }
        let objects = schema["properties"] != nil ? [schema] : nestedObjects(schema)
        return [line] + objects.flatMap { keyLines($0, indent: indent + "  ") }
    }

    /// The type of a schema as an agent writes it: `string`, `[caseString | caseMapping]`, `"core" | "ai"`,
    /// `{name, title, …}`.
    static func typeText(_ schema: JSONObject) -> String {
        if let values = schema["enum"]?.arrayValue { return values.map(\.encoded).joined(separator: " | ") }
        if let reference = schema["$ref"]?.stringValue { return String(reference.split(separator: "/").last ?? "") }
        for keyword in ["oneOf", "anyOf"] {
            if let choices = schema[keyword]?.arrayValue, schema["type"] == nil {
                return choices.map { typeText($0.objectValue ?? [:]) }.joined(separator: " | ")
            }
        }
        switch schema["type"]?.stringValue {
        case "array": return "[" + typeText(schema["items"]?.objectValue ?? [:]) + "]"
        case "object":
            if let properties = schema["properties"]?.objectValue {
                return "{" + properties.keys.joined(separator: ", ") + "}"
            }
            let value = schema["additionalProperties"]?.objectValue.map(typeText) ?? "any"
            return "{name: \(value)}"
        case let type?: return type
        case nil: return "any"
        }
    }

    /// The object schemas with properties inside a schema's items and choices, whose keys are listed under it.
    private static func nestedObjects(_ schema: JSONObject) -> [JSONObject] {
        var children = [schema["items"], schema["additionalProperties"]].compactMap { $0?.objectValue }
        for keyword in ["oneOf", "anyOf"] {
            children += (schema[keyword]?.arrayValue ?? []).compactMap(\.objectValue)
        }
        return children.flatMap { child in
            child["properties"] != nil ? [child] : nestedObjects(child)
        }
    }

    private static func names(_ value: JSONValue?) -> [String] {
        (value?.arrayValue ?? []).compactMap(\.stringValue)
    }
}
