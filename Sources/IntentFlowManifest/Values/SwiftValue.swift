/// Swift expressions that make a value of a manifest's parameter type: a *placeholder* the generated reducer uses
/// when a trace gives a parameter no value, and a *sample* the generated tests send.
///
/// Samples cover the standard library's and Foundation's value types (every integer and floating type, `Bool`,
/// `String`, `Character`, `URL`, `Date`, `UUID`, `Data`, `Decimal`), optionals (the wrapped sample), arrays (one
/// element of the element's sample), sets and dictionaries (empty), tuples (each element's sample), and whatever
/// a ``SampleCatalog`` adds: the manifest's `samples:` and the contract's own enums. Any other type has none, and
/// validation warns at each trace that needs one.
package enum SwiftValue {
    private static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
    ]
    private static let floats: Set<String> = ["Double", "Float", "Float16", "Float80", "CGFloat", "TimeInterval"]

    /// Whether `core` (a type without optional or array layers) is one of the integer types.
    package static func isInteger(_ core: String) -> Bool { integers.contains(core) }

    /// Whether `core` is one of the floating-point types (`Decimal` included: it takes the same literals).
    package static func isFloatingPoint(_ core: String) -> Bool { floats.contains(core) || core == "Decimal" }

    /// The value a reducer uses when nothing in a trace provides one: `""`, `0`, `false`, `nil`, `[]`, `[:]`.
    package static func placeholder(for type: String) -> String? {
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
    package static func sample(for type: String, named name: String, catalog: SampleCatalog = SampleCatalog())
        -> String?
    {
        sample(for: type, named: name, catalog: catalog, depth: 0)
    }

    /// How deep tuples may nest for a sample to be made (deeper ones have none, rather than recursing).
    private static let maximumTupleDepth = 8

    private static func sample(for type: String, named name: String, catalog: SampleCatalog, depth: Int) -> String? {
        let type = SwiftTypeLayers(type)
        var value = type.isDictionary ? "[:]" : coreSample(for: type.core, named: name, catalog: catalog, depth: depth)
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

    /// Samples of `type` in order of preference, the first being ``sample(for:named:catalog:)``: a test whose
    /// sample a sibling trace's value would match takes the next (`true` then `false`, `1` then `2`, `[x]` then
    /// `[]`, a value then `nil`).
    package static func samples(for type: String, named name: String, catalog: SampleCatalog = SampleCatalog())
        -> [String]
    {
        guard let first = sample(for: type, named: name, catalog: catalog) else { return [] }
        let layers = SwiftTypeLayers(type)
        var others: [String] = []
        switch layers.layers {
        case [] where resultArguments(layers.core) != nil:
            // A success first, the manifest's further samples of the Result, then a failure: a trace on either
            // outcome has a sample that reaches it.
            let failure = resultArguments(layers.core).flatMap {
                sample(for: $0.failure, named: name, catalog: catalog)
            }
            others =
                alternatives(for: layers.core, named: name, catalog: catalog)
                + [failure].compactMap {
                    $0.map { ".failure(\($0))" }
                }
        case []: others = alternatives(for: layers.core, named: name, catalog: catalog)
        case [.optional]: others = alternatives(for: layers.core, named: name, catalog: catalog) + ["nil"]
        case [.array]:
            // Empty, one and many: the second element another value of its type where it has one.
            let element = String(first.dropFirst().dropLast())
            let second = alternatives(for: layers.core, named: name, catalog: catalog).first ?? element
            others = ["[]", "[\(element), \(second)]"]
        default: break
        }
        var seen: Set<String> = [first]
        return [first] + others.filter { seen.insert($0).inserted }
    }

    /// Further values of a core type after its sample: the manifest's further `samples:` and the other cases of a
    /// contract enum, then the boundaries a generated value test tries (zero, a negative number, the empty string)
    /// and another value.
    private static func alternatives(for core: String, named name: String, catalog: SampleCatalog) -> [String] {
        (catalog.alternatives[core] ?? []) + builtInAlternatives(for: core, named: name)
    }

    /// The boundaries and second values of the standard types.
    private static func builtInAlternatives(for core: String, named name: String) -> [String] {
        if core == "Bool" { return ["false"] }
        if core == "String" || core == "Substring" { return [quoted(name + "2"), "\"\""] }
        if integers.contains(core) { return core.hasPrefix("U") ? ["2", "0"] : ["2", "0", "-1"] }
        if floats.contains(core) || core == "Decimal" { return ["1.5", "0", "-0.5"] }
        switch core {
        case "Character": return ["\"b\""]
        case "URL": return ["URL(fileURLWithPath: \(quoted("/" + name + "2")))"]
        case "Data": return ["Data()"]
        case "Date": return ["Date(timeIntervalSince1970: 86_400)"]
        case "UUID": return ["UUID(uuidString: \"00000000-0000-0000-0000-000000000002\")!"]
        default: return []
        }
    }

    /// The sample of a type that is neither an optional, an array nor a dictionary.
    private static func coreSample(for type: String, named name: String, catalog: SampleCatalog, depth: Int) -> String?
    {
        if let given = catalog[type] { return given }
        if type.hasPrefix("Set<") { return "[]" }
        if type.hasPrefix("("), type.hasSuffix(")") {
            return depth < maximumTupleDepth ? tupleSample(type, catalog: catalog, depth: depth) : nil
        }
        if let result = resultArguments(type) {
            return sample(for: result.success, named: name, catalog: catalog, depth: depth + 1).map {
                ".success(\($0))"
            }
        }
        switch type {
        case "FlowError": return "FlowError(\(quoted(name)))"
        case "String", "Substring": return quoted(name)
        case "Character": return "\"a\""
        case "Bool": return "true"
        case "URL": return "URL(fileURLWithPath: \(quoted("/" + name)))"
        case "Data": return "Data(\(quoted(name)).utf8)"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        case "UUID": return "UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!"
        case "Decimal": return "Decimal(1)"
        default:
            if integers.contains(type) { return "1" }
            if floats.contains(type) { return "0.5" }
            return nil
        }
    }

    /// `Result<Success, Failure>`'s two type arguments, or `nil` for another type.
    private static func resultArguments(_ type: String) -> (success: String, failure: String)? {
        guard type.hasPrefix("Result<"), type.hasSuffix(">") else { return nil }
        let arguments = TopLevelCommas.split(String(type.dropFirst("Result<".count).dropLast()))
        guard arguments.count == 2 else { return nil }
        return (arguments[0].trimmingWhitespace(), arguments[1].trimmingWhitespace())
    }

    /// `name` as a string literal. Names are parameter labels and binding names, Swift identifiers, which hold no
    /// quote, backslash or line break to escape.
    private static func quoted(_ name: String) -> String { "\"" + name + "\"" }

    /// `(a: 1, b: "b")` for `(a:Int,b:String)`: each element's sample, or `nil` when one has none.
    private static func tupleSample(_ type: String, catalog: SampleCatalog, depth: Int) -> String? {
        var elements: [String] = []
        for element in TopLevelCommas.split(String(type.dropFirst().dropLast())) {
            let (label, elementType) = labelled(element)
            guard let sample = sample(for: elementType, named: label ?? "value", catalog: catalog, depth: depth + 1)
            else {
                return nil
            }
            elements.append((label.map { "\($0): " } ?? "") + sample)
        }
        return "(" + elements.joined(separator: ", ") + ")"
    }

    /// `a:Int` → (`a`, `Int`); `Int` → (`nil`, `Int`).
    private static func labelled(_ element: String) -> (String?, String) {
        guard let colon = element.firstIndex(of: ":"), IdentifierSyntax.isValid(String(element[..<colon])) else {
            return (nil, element)
        }
        return (String(element[..<colon]), String(element[element.index(after: colon)...]))
    }
}
