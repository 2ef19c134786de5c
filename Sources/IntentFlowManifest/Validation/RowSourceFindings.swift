/// What is wrong with a child's `from:`, the field of the parent whose rows the children follow: a name that is no
/// field (with "did you mean"), or a field whose type is not a list of rows that can be `Identifiable`.
///
/// A row type is taken on trust unless it is one the standard library or Foundation defines without an `id` (a
/// number, a string, a `UUID`, an optional, a tuple, a list or a dictionary): whether a type of the project's own is
/// `Identifiable` only the compiler knows, and the generated hosting function requires it.
package enum RowSourceFindings {
    /// Types that are never `Identifiable` rows.
    private static let plainTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Substring", "Character", "UUID", "Date", "URL", "Data", "Decimal", "Void", "Never",
    ]

    /// The findings of every child of `manifest` that says `from:`.
    static func findings(in manifest: Manifest) -> [Finding] {
        manifest.children.compactMap { child in
            child.from.flatMap { finding(for: $0, of: child, in: manifest) }
        }
    }

    /// The element type of a list type written `[T]` or `Array<T>`; `nil` for any other type.
    package static func rowType(of type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            // `[K: V]` is a dictionary: a colon outside any brackets of the element type.
            return hasTopLevelColon(inner) || inner.isEmpty ? nil : inner
        }
        for prefix in ["Array<", "Swift.Array<", "ContiguousArray<"] where type.hasPrefix(prefix) {
            guard type.hasSuffix(">") else { return nil }
            let inner = String(type.dropFirst(prefix.count).dropLast())
            return inner.isEmpty ? nil : inner
        }
        return nil
    }

    private static func hasTopLevelColon(_ text: String) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    private static func finding(for name: String, of child: ChildDeclaration, in manifest: Manifest) -> Finding? {
        let at = child.keyLocations["from"] ?? child.location
        guard let field = manifest.fields.first(where: { $0.name == name }) else {
            let names = manifest.fields.map(\.name)
            return Finding(
                .childInvalidFrom,
                "'from' names no field of \(manifest.feature): '\(name)'"
                    + (EditDistance.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" }
                        ?? (names.isEmpty
                            ? "; declare the rows under 'fields:', e.g. 'episodes: [EpisodeRow] = []'"
                            : " (its fields: \(names.joined(separator: ", ")))")),
                at: at)
        }
        guard let row = rowType(of: field.type), isIdentifiableCandidate(row) else {
            return Finding(
                .childInvalidFrom,
                "'from' must name a list of identifiable rows, such as 'episodes: [EpisodeRow] = []' with "
                    + "EpisodeRow: Identifiable; '\(name)' is \(field.type)", at: at)
        }
        return nil
    }

    /// Whether `type` may be an `Identifiable` row: not a plain value, an optional, a tuple or a collection.
    private static func isIdentifiableCandidate(_ type: String) -> Bool {
        let qualified = type.hasPrefix("Swift.") || type.hasPrefix("Foundation.")
        let bare = qualified ? String(type.drop { $0 != "." }.dropFirst()) : type
        if plainTypes.contains(bare) { return false }
        if let last = bare.last, "?!])".contains(last) { return false }
        return !bare.hasPrefix("[") && !bare.hasPrefix("(")
    }
}
