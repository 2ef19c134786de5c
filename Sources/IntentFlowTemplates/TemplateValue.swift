#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowText
#else
import Foundation
#endif

/// A value a template renders: the context handed to ``Template/render(_:options:)`` and everything reachable from it.
///
/// Build one from Swift literals (`["name": "Login", "states": ["idle", "loading"]]`), from JSON with
/// ``init(json:)`` or from any `Encodable` model with ``init(encodable:)``.
///
/// How a value behaves in a template:
/// - **Interpolated** (`{{x}}`): strings as they are, integers in decimal, doubles in their shortest form without a
///   trailing `.0` (`1.5`, `2`), booleans as `true`/`false`, `null` as the empty string. Lists and dictionaries have no
///   text form: in strict mode interpolating one is an error, otherwise it renders empty.
/// - **As a section** (`{{#x}}…{{/x}}`): `null`, `false`, the empty string and the empty list are *falsey* and skip the
///   section; a list renders the section once per element; any other value renders it once with the value pushed on
///   the context stack. Numbers (including `0`) are truthy.
package enum TemplateValue: Sendable, Hashable {
    /// The absence of a value (JSON `null`): falsey, renders as the empty string.
    case null
    /// A boolean.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// An ordered list; a section renders once per element.
    case array([TemplateValue])
    /// A dictionary of named values; a section pushes it on the context stack.
    case dictionary([String: TemplateValue])
}

extension TemplateValue {
    /// Reads a value from JSON text with ``JSONParser``.
    ///
    /// A number becomes ``int(_:)`` when it is a whole number `Int` holds (`1`, `1.0`, `1e2`), else ``double(_:)``.
    /// - Throws: ``TemplateError`` of kind ``TemplateError/Kind/invalidData`` when the data is not valid JSON (a
    ///   trailing comma, a key given twice in one object and bytes that are not UTF-8 included); the message says
    ///   where, as "around line L, column C".
    package init(json: Data) throws(TemplateError) {
        do {
            self.init(try JSONParser.parse([UInt8](json)))
        } catch {
            throw TemplateError(
                kind: .invalidData,
                message: "invalid JSON: \(error.message) around line \(error.line), column \(error.column)")
        }
    }

    /// The value a parsed JSON text stands for; an object's key order is not kept.
    package init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number: self = json.wholeNumber.map(TemplateValue.int) ?? .double(json.doubleValue ?? 0)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(TemplateValue.init))
        case .object(let object):
            // The parser refuses repeated keys; should two ever meet here, the first is kept rather than trap.
            let pairs = object.members.map { ($0.key, TemplateValue($0.value)) }
            self = .dictionary(Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Converts an `Encodable` model by encoding it to JSON and reading that back.
    ///
    /// Property names become dictionary keys exactly as the model's `CodingKeys` spell them.
    /// - Throws: ``TemplateError`` of kind ``TemplateError/Kind/invalidData`` when the model cannot be encoded.
    package init(encodable: some Encodable) throws(TemplateError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(encodable)
        } catch {
            throw TemplateError(kind: .invalidData, message: "cannot encode the model: \(Self.describe(error))")
        }
        try self.init(json: data)
    }

    /// A readable one-line explanation of an encoding error.
    private static func describe(_ error: any Error) -> String {
        if case EncodingError.invalidValue(_, let context) = error { return context.debugDescription }
        return String(describing: error)
    }
}

extension TemplateValue: Decodable {
    /// Decodes any JSON value: `null`, booleans, integers, doubles, strings, arrays and objects.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([TemplateValue].self) {
            self = .array(value)
        } else {
            self = .dictionary(try container.decode([String: TemplateValue].self))
        }
    }
}

extension TemplateValue: Encodable {
    /// Encodes the value as the JSON it stands for.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .dictionary(let value): try container.encode(value)
        }
    }
}

extension TemplateValue {
    /// Whether a section over this value renders (`{{#x}}`) or its inverted form does not (`{{^x}}`).
    package var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .array(let value): !value.isEmpty
        case .int, .double, .dictionary: true
        }
    }

    /// The text `{{x}}` renders for a scalar value; `nil` for lists and dictionaries, which have none.
    package var text: String? {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.format(value)
        case .string(let value): value
        case .array, .dictionary: nil
        }
    }

    /// The value under `key` when this is a dictionary.
    package subscript(key: String) -> TemplateValue? {
        if case .dictionary(let dictionary) = self { return dictionary[key] }
        return nil
    }

    /// A short name of the value's kind for error messages: "a string", "a list", …
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "a list"
        case .dictionary: "a dictionary"
        }
    }

    private static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// Creates a string value.
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// Creates an integer value.
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// Creates a floating-point value.
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// Creates a boolean value.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// Creates a list.
    package init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Creates a dictionary; a repeated key keeps its last value.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// Creates ``null``.
    package init(nilLiteral: ()) { self = .null }
}
