/// A JSON value that keeps what a person wrote: the order of an object's keys and a number's spelling.
///
/// ``JSONTreeParser`` reads every JSON text intentflow takes in into one of these: template contexts (through
/// ``TemplateValue/init(json:)``) and the user's JSON files whose entries intentflow owns (`.mcp.json`,
/// `.claude/settings.json`, …). Those are written back with ``rendered``, so the user's keys stay where they were.
/// Foundation's `JSONSerialization` keeps neither key order nor number spelling, which is why this exists.
public indirect enum JSONTree: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, spelled as in the source (`1`, `1.0` and `1e0` stay as written).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONTree])
    /// An object, its members in source order.
    case object([Member])

    /// One member of an object.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONTree

        /// Creates a member.
        public init(_ key: String, _ value: JSONTree) {
            self.key = key
            self.value = value
        }
    }

    /// The value as JSON, indented by two spaces per level as most editors format these files, ending in a newline.
    public var rendered: String { render(indent: "") + "\n" }

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
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.map { inner + Self.quoted($0.key) + ": " + $0.value.render(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A string literal: quotes, backslashes and control characters escaped, everything else as it is.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A number's value when it is a whole number `Int` holds: `1`, and `1.0` or `1e2` as Foundation's decoder reads
    /// them; `nil` for any other number or value.
    public var wholeNumber: Int? {
        guard case .number(let spelling) = self else { return nil }
        return Int(spelling) ?? doubleValue.flatMap { Int(exactly: $0) }
    }

    /// A number's value as a `Double` (the parser refuses one too large for it); `nil` for any other value.
    public var doubleValue: Double? {
        guard case .number(let spelling) = self else { return nil }
        return Double(spelling)
    }

    /// The value of a member of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONTree? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
