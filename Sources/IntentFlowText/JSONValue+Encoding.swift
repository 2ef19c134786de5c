#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What intentflow writes for machines: compact or indented JSON with sorted keys, through Foundation's encoder, so a
/// report's bytes do not depend on the order its object was built in.
extension JSONValue: Encodable {
    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let object):
            var container = encoder.container(keyedBy: MemberKey.self)
            for member in object.members { try container.encode(member.value, forKey: MemberKey(member.key)) }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .bool(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            // A whole number is written as an integer however it was spelled (`1.0` and `1e2` as `1` and `100`).
            case .number:
                if let whole = wholeNumber {
                    try container.encode(whole)
                } else {
                    try container.encode(doubleValue ?? 0)
                }
            default: try container.encodeNil()
            }
        }
    }

    /// The value as compact JSON on one line (a newline inside a string is escaped), keys sorted.
    package var encoded: String { encoded(as: [.sortedKeys, .withoutEscapingSlashes]) }

    /// The value as indented JSON (two spaces, `"key" : value`), keys sorted, for text that people and models read.
    package var prettyEncoded: String { encoded(as: [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]) }

    private func encoded(as formatting: JSONEncoder.OutputFormatting) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// An object member's key as the encoder wants it.
    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ key: String) { stringValue = key }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
