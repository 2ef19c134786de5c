#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentFlowAI
import IntentFlowTemplates

/// Reading JSON-RPC messages with the one strict JSON reader (``JSONTreeParser``), so a message with a trailing comma
/// or a key given twice is not JSON here either.
extension JSONValue {
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
}
