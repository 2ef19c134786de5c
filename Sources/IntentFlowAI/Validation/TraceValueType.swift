/// Whether a value written in a trace fits its parameter's type: a literal the type takes (a string for `String`,
/// a number for an integer or floating type, `nil` for an optional, an array for an array or a set), or a case of
/// a type that is not a standard literal type (`.noDevices`); a case of one of the contract's own enums must be
/// declared.
struct TraceValueType {
    /// The contract's enums by type name (`DeviceState` → its states).
    let contractEnums: [String: (group: CaseGroup, names: CaseNames)]

    /// The contract enums of `manifest`.
    init(_ manifest: Manifest) {
        var enums: [String: (group: CaseGroup, names: CaseNames)] = [:]
        for group in CaseGroup.allCases { enums[manifest.feature + group.typeSuffix] = (group, CaseNames(manifest[group])) }
        contractEnums = enums
    }

    /// Why `value` does not fit `type`, or `nil` when it does.
    func mismatch(_ value: TraceValue, type: String) -> String? {
        let layers = SwiftTypeLayers(type)
        return mismatch(value, layers: layers.layers[...], core: layers.core, isDictionary: layers.isDictionary, type: type)
    }

    private func mismatch(
        _ value: TraceValue, layers: ArraySlice<SwiftTypeLayers.Layer>, core: String, isDictionary: Bool, type: String
    ) -> String? {
        var layers = layers
        var isOptional = false
        while layers.first == .optional {
            isOptional = true
            layers.removeFirst()
        }
        let doesNotFit = "\(value.source) does not fit '\(type)'"
        if case .none = value.kind { return isOptional ? nil : "nil fits only an optional; '\(type)' is not one" }
        if layers.first == .array {
            guard case .array(let elements) = value.kind else { return "\(doesNotFit): write an array, as in []" }
            return elements.lazy.compactMap {
                mismatch($0, layers: layers.dropFirst(), core: core, isDictionary: isDictionary, type: type)
            }.first
        }
        if isDictionary {
            if case .emptyDictionary = value.kind { return nil }
            return "\(doesNotFit): write the empty dictionary [:]"
        }
        if core.hasPrefix("Set<"), core.hasSuffix(">") {
            guard case .array(let elements) = value.kind else { return "\(doesNotFit): write a set as an array, as in []" }
            let element = String(core.dropFirst(4).dropLast())
            return elements.lazy.compactMap { mismatch($0, type: element) }.first
        }
        return coreMismatch(value, core: core, doesNotFit: doesNotFit)
    }

    /// The check against a type with no optional, array, set or dictionary around it.
    private func coreMismatch(_ value: TraceValue, core: String, doesNotFit: String) -> String? {
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
