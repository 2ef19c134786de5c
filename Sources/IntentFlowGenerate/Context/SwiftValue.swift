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
        let type = SwiftTypeLayers(type)
        switch type.layers.first {
        case .optional: return "nil"
        case .array: return "[]"
        case nil: break
        }
        if type.isDictionary { return "[:]" }
        if type.core.hasPrefix("Set<") { return "[]" }
        switch type.core {
        case "String": return "\"\""
        case "Bool": return "false"
        case "Data": return "Data()"
        default:
            if integers.contains(type.core) || floats.contains(type.core) { return "0" }
            return nil
        }
    }

    /// A value a generated test sends, recognisably named after its parameter: `"email"`, `1`, `0.5`, `true`.
    ///
    /// An optional takes its wrapped type's sample (`nil` when that has none), an array one element of its
    /// element's sample (`[]` when that has none), a dictionary or a set none (`[:]`, `[]`).
    static func sample(for type: String, named name: String) -> String? {
        let type = SwiftTypeLayers(type)
        var value = type.isDictionary ? "[:]" : coreSample(for: type.core, named: name)
        // Arrays around a value are counted and written at the end, so that a deep nest is built in one go.
        var arrays = 0
        for layer in type.layers.reversed() {
            switch (layer, value) {
            case (.optional, nil): value = "nil"
            case (.optional, _): break
            case (.array, nil): value = "[]"
            case (.array, _): arrays += 1
            }
        }
        return value.map { String(repeating: "[", count: arrays) + $0 + String(repeating: "]", count: arrays) }
    }

    /// The sample of a type that is neither an optional, an array nor a dictionary.
    private static func coreSample(for type: String, named name: String) -> String? {
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
}
