/// The one JSON value: what intentflow reads as JSON and what it writes as JSON.
///
/// It keeps what a person wrote — the order of an object's keys and a number's spelling — because intentflow writes
/// some JSON back into files people own (`.mcp.json`, `.claude/settings.json`, …) with ``rendered``, and the user's
/// keys must stay where they were. What intentflow writes for machines (reports, schemas, SARIF, JSON-RPC messages) is
/// built from Swift literals (`["path": "a", "count": 2]`) and printed with ``encoded`` or ``prettyEncoded``, whose
/// keys are sorted so the output does not depend on how the value was built.
///
/// ``JSONParser`` reads every JSON text intentflow takes in into one of these: template contexts (through
/// ``TemplateValue/init(_:)``), the user's JSON files whose entries intentflow owns, hook input and MCP messages.
package indirect enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, spelled as in the source (`1`, `1.0` and `1e0` stay as written); ``int(_:)`` and ``double(_:)``
    /// build one from a Swift number.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in the order they were read or built.
    case object(JSONObject)

    /// A whole number.
    package static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A floating-point number, spelled so that it reads back as the same `Double`.
    package static func double(_ value: Double) -> JSONValue { .number(String(value)) }

    /// The value as JSON, indented by two spaces per level as most editors format these files, ending in a newline;
    /// keys in their order, numbers as spelled. For files people also edit.
    package var rendered: String { render(indent: "") + "\n" }

    private func render(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let spelling): return spelling
        case .string(let text): return Self.quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + $0.render(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let object):
            guard !object.isEmpty else { return "{}" }
            let lines = object.members.map { inner + Self.quoted($0.key) + ": " + $0.value.render(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A string literal: quotes, backslashes and control characters escaped, everything else as it is.
    package static func quoted(_ text: String) -> String {
        StringLiteral.json(text)
    }

    /// A number's value when it is a whole number `Int` holds: `1`, and `1.0` or `1e2` as Foundation's decoder reads
    /// them; `nil` for any other number or value.
    package var wholeNumber: Int? {
        guard case .number(let spelling) = self else { return nil }
        return Int(spelling) ?? doubleValue.flatMap { Int(exactly: $0) }
    }

    /// A number's value as a `Double` (the parser refuses one too large for it); `nil` for any other value.
    package var doubleValue: Double? {
        guard case .number(let spelling) = self else { return nil }
        return Double(spelling)
    }

    /// The value of a member of an object; `nil` for a missing key or a value that is not an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The string, when this is one.
    package var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The members, when this is an object.
    package var objectValue: JSONObject? {
        guard case .object(let value) = self else { return nil }
        return value
    }

    /// The elements, when this is an array.
    package var arrayValue: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }
}

extension JSONValue: ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
    package init(nilLiteral: ()) { self = .null }
}
