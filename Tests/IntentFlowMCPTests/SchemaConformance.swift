import IntentFlowManifest
@testable import IntentFlowMCP

/// The ways `value` breaks the subset of JSON Schema the tools' output schemas use (type, required, properties,
/// items, enum); empty when it conforms.
func schemaViolations(_ value: JSONValue, _ schema: JSONValue, at path: String = "$") -> [String] {
    var violations: [String] = []
    let types = schema["type"].map { $0.arrayValue?.compactMap(\.stringValue) ?? [$0.stringValue ?? ""] } ?? []
    if !types.isEmpty, !types.contains(where: { matches(value, type: $0) }) {
        return ["\(path): \(value.encoded.prefix(60)) is not \(types.joined(separator: " or "))"]
    }
    if let choices = schema["enum"]?.arrayValue, !choices.contains(value) {
        violations.append("\(path): \(value.encoded) is not one of \(JSONValue.array(choices).encoded)")
    }
    if case .object(let members) = value {
        for key in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[key] == nil {
            violations.append("\(path): '\(key)' is missing")
        }
        for (key, propertySchema) in schema["properties"]?.objectValue ?? [:] {
            if let member = members[key] { violations += schemaViolations(member, propertySchema, at: "\(path).\(key)") }
        }
    }
    if case .array(let elements) = value, let items = schema["items"] {
        for (index, element) in elements.enumerated() {
            violations += schemaViolations(element, items, at: "\(path)[\(index)]")
        }
    }
    return violations
}

private func matches(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
        ("number", .number):
        true
    case ("integer", .number): value.wholeNumber != nil
    default: false
    }
}
