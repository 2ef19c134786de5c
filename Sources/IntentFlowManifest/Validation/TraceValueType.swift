/// Whether a value written in a trace fits its parameter's type: a literal the type takes (a string for `String`,
/// a number for an integer or floating type, `nil` for an optional, an array for an array, a set, `IndexSet` and the
/// other standard types an array literal makes), or a case of a type that is not a standard literal type
/// (`.noDevices`); a case of one of the contract's own enums must be declared. A collection literal for a type it
/// does not know (a team's own `ExpressibleByArrayLiteral` type) may fit: that is a warning, not an error.
struct TraceValueType {
    /// The contract's enums by type name (`DeviceState` → its states).
    let contractEnums: [String: (group: CaseGroup, names: CaseNames)]

    /// The contract enums of `manifest`.
    init(_ manifest: Manifest) {
        var enums: [String: (group: CaseGroup, names: CaseNames)] = [:]
        for group in CaseGroup.allCases {
            enums[manifest.feature + group.typeSuffix] = (group, CaseNames(manifest[group]))
        }
        contractEnums = enums
    }

    /// The standard types an array literal makes besides `[T]` and `Set<T>`, by the start of their spelling, with
    /// their element type (`nil`: the generic argument).
    private static let arrayLiteralTypes: [(prefix: String, isGeneric: Bool, element: String?)] = [
        ("IndexSet", false, "Int"), ("IndexPath", false, "Int"), ("ContiguousArray<", true, nil),
        ("ArraySlice<", true, nil), ("Array<", true, nil),
    ]

    /// The element type of `core` when it is a standard type an array literal makes (`IndexSet` → `Int`,
    /// `ContiguousArray<Item>` → `Item`).
    static func arrayLiteralElement(of core: String) -> String? {
        for known in arrayLiteralTypes {
            if known.isGeneric {
                if core.hasPrefix(known.prefix), core.hasSuffix(">") {
                    return String(core.dropFirst(known.prefix.count).dropLast())
                }
            } else if core == known.prefix {
                return known.element
            }
        }
        return nil
    }

    /// Why `value` does not fit `type`, or `nil` when it does.
    func mismatch(_ value: TraceValue, type: String) -> TraceValueMismatch? {
        let layers = SwiftTypeLayers(type)
        return mismatch(
            value, layers: layers.layers[...], core: layers.core, isDictionary: layers.isDictionary, type: type)
    }

    private func mismatch(
        _ value: TraceValue, layers: ArraySlice<SwiftTypeLayers.Layer>, core: String, isDictionary: Bool, type: String
    ) -> TraceValueMismatch? {
        var layers = layers
        var isOptional = false
        while layers.first == .optional {
            isOptional = true
            layers.removeFirst()
        }
        let doesNotFit = "\(value.source) does not fit '\(type)'"
        if case .none = value.kind {
            return isOptional ? nil : .certain("nil fits only an optional; '\(type)' is not one")
        }
        if layers.first == .array {
            guard case .array(let elements) = value.kind else {
                return .certain("\(doesNotFit): write an array, as in []")
            }
            return elements.lazy.compactMap {
                mismatch($0, layers: layers.dropFirst(), core: core, isDictionary: isDictionary, type: type)
            }.first
        }
        if isDictionary {
            if case .emptyDictionary = value.kind { return nil }
            return .certain("\(doesNotFit): write the empty dictionary [:]")
        }
        if core.hasPrefix("Set<"), core.hasSuffix(">") {
            guard case .array(let elements) = value.kind else {
                return .certain("\(doesNotFit): write a set as an array, as in []")
            }
            let element = String(core.dropFirst(4).dropLast())
            return elements.lazy.compactMap { mismatch($0, type: element) }.first
        }
        if case .array(let elements) = value.kind, let element = Self.arrayLiteralElement(of: core) {
            return elements.lazy.compactMap { mismatch($0, type: element) }.first
        }
        return coreMismatch(value, core: core, doesNotFit: doesNotFit)
    }

    /// Whether `core` is a type validation knows all the literals of: text, numbers, `Bool`, Foundation's scalar
    /// types, tuples and the contract's own enums. Of any other type, a collection literal may fit.
    private func knowsLiterals(of core: String) -> Bool {
        ["String", "Substring", "Character", "Bool", "URL", "Date", "UUID", "Data"].contains(core)
            || SwiftValue.isInteger(core) || SwiftValue.isFloatingPoint(core) || contractEnums[core] != nil
            || core.hasPrefix("(")
    }

    /// The check against a type with no optional, array, set or dictionary around it.
    private func coreMismatch(_ value: TraceValue, core: String, doesNotFit: String) -> TraceValueMismatch? {
        if case .array = value.kind, !knowsLiterals(of: core) {
            return TraceValueMismatch(
                message: "\(value.source) fits '\(core)' only if it is ExpressibleByArrayLiteral, which validation "
                    + "cannot tell; the generated test will not compile otherwise", isCertain: false)
        }
        if case .emptyDictionary = value.kind, core.hasPrefix("Dictionary<") || core.hasPrefix("KeyValuePairs<") {
            return nil
        }
        if case .emptyDictionary = value.kind, !knowsLiterals(of: core) {
            return TraceValueMismatch(
                message: "\(value.source) fits '\(core)' only if it is ExpressibleByDictionaryLiteral, which "
                    + "validation cannot tell; the generated test will not compile otherwise", isCertain: false)
        }
        return coreLiteralMismatch(value, core: core, doesNotFit: doesNotFit).map(TraceValueMismatch.certain)
    }

    /// The check of a literal or case against a type that certainly does not take a collection literal.
    private func coreLiteralMismatch(_ value: TraceValue, core: String, doesNotFit: String) -> String? {
        let isText = ["String", "Substring", "Character"].contains(core)
        switch value.kind {
        case .string: return isText ? nil : "\(doesNotFit): a string fits only String, Substring or Character"
        case .integer:
            return SwiftValue.isInteger(core) || SwiftValue.isFloatingPoint(core)
                ? nil : "\(doesNotFit): a number fits only an integer or floating-point type"
        case .float: return SwiftValue.isFloatingPoint(core) ? nil : "\(doesNotFit): it is not an integer"
        case .boolean: return core == "Bool" ? nil : "\(doesNotFit): true and false fit only Bool"
        case .array, .emptyDictionary: return "\(doesNotFit): it is not a collection"
        case .none: return nil
        case .member(let name, _):
            if isText || core == "Bool" { return "\(doesNotFit): write a literal, not a case" }
            guard let contract = contractEnums[core] else { return nil }
            guard contract.names.contains(name) else {
                return "'\(core)' has no case '\(name)'; declare it under '\(contract.group.rawValue)'"
                    + EditDistance.hint(for: name, among: contract.names.names.sorted())
            }
            return nil
        }
    }
}
