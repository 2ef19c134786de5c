/// Swift expressions that make a value of a manifest's parameter type: a *placeholder* the generated reducer uses
/// when a trace gives a parameter no value, and a *sample* the generated tests send.
///
/// Only types whose values can be written without knowing the app are covered: the standard library's strings,
/// numbers and `Bool`, optionals, arrays, sets and dictionaries, and Foundation's `URL`, `Data` and `Date`. For
/// any other type both are `nil`, and a trace that needs one is left for a person (see ``TraceContext``).
enum SwiftValue {
    private static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    private static let floats: Set<String> = ["Double", "Float", "TimeInterval"]

    /// The value a reducer uses when nothing in a trace provides one: `""`, `0`, `false`, `nil`, `[]`, `[:]`.
    static func placeholder(for type: String) -> String? {
        let type = trimmed(type)
        if type.hasSuffix("?") { return "nil" }
        if let collection = collectionKind(type) { return collection == .dictionary ? "[:]" : "[]" }
        if type.hasPrefix("Set<") { return "[]" }
        switch type {
        case "String": return "\"\""
        case "Bool": return "false"
        case "Data": return "Data()"
        default:
            if integers.contains(type) || floats.contains(type) { return "0" }
            return nil
        }
    }

    /// A value a generated test sends, recognisably named after its parameter: `"email"`, `1`, `0.5`, `true`.
    static func sample(for type: String, named name: String) -> String? {
        let type = trimmed(type)
        if type.hasSuffix("?") {
            return sample(for: String(type.dropLast()), named: name) ?? "nil"
        }
        if let collection = collectionKind(type) {
            if collection == .dictionary { return "[:]" }
            let element = String(type.dropFirst().dropLast())
            return sample(for: element, named: name).map { "[\($0)]" } ?? "[]"
        }
        if type.hasPrefix("Set<") { return "[]" }
        switch type {
        case "String": return SwiftText.stringLiteral(name)
        case "Character": return "\"a\""
        case "Bool": return "true"
        case "URL": return "URL(fileURLWithPath: \(SwiftText.stringLiteral("/" + name)))"
        case "Data": return "Data(\(SwiftText.stringLiteral(name)).utf8)"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        default:
            if integers.contains(type) { return "1" }
            if floats.contains(type) { return "0.5" }
            return nil
        }
    }

    private enum Collection { case array, dictionary }

    /// `[T]` is an array and `[K: V]` a dictionary, telling them apart by a colon at the outer bracket level.
    private static func collectionKind(_ type: String) -> Collection? {
        guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        var depth = 0
        for character in type.dropFirst().dropLast() {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return .dictionary
            default: break
            }
        }
        return .array
    }

    /// The type without spaces, so `[String : Int]` and `[String: Int]` read alike; it is compared, never printed.
    private static func trimmed(_ type: String) -> String {
        type.filter { !$0.isWhitespace }
    }
}
