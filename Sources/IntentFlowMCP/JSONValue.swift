import Foundation
import IntentFlowTemplates

/// A JSON value: what a JSON-RPC message is made of, typed so it is `Sendable` and compares by value.
///
/// Read by ``parse(_:)`` with the one strict JSON reader (``JSONTreeParser``), so a message with a trailing comma or
/// a key given twice is not JSON here either.
public enum JSONValue: Hashable, Sendable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits in `Int` (`1`, and `1.0` or `1e2` as Foundation's decoder reads them).
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; key order is not kept (encoding sorts keys).
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
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
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Parses one JSON text; `nil` when it is not JSON.
    public static func parse(_ data: Data) -> JSONValue? {
        (try? JSONTreeParser.parse([UInt8](data))).map(JSONValue.init)
    }

    /// The value a parsed JSON text stands for; an object's key order is not kept.
    public init(_ tree: JSONTree) {
        switch tree {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number: self = tree.wholeNumber.map(JSONValue.int) ?? .double(tree.doubleValue ?? 0)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .object(let members):
            // The parser refuses repeated keys; should two ever meet here, the first is kept rather than trap.
            let pairs = members.map { ($0.key, JSONValue($0.value)) }
            self = .object(Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// The value as compact JSON on one line (a newline inside a string is escaped), keys sorted.
    public var encoded: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The value as indented JSON, for text that people and models read.
    public var prettyEncoded: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The string, when this is one.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The members, when this is an object.
    public var objectValue: [String: JSONValue]? {
        guard case .object(let value) = self else { return nil }
        return value
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
    public init(nilLiteral: ()) { self = .null }
}
