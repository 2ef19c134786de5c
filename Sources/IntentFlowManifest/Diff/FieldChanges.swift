/// The changes between a struct state's fields (`fields:`) at the base and in the working tree, matched by name: a
/// field's type or default value changed, a field added or removed.
enum FieldChanges {
    /// The changes from `base` to `head`, in the working tree's order, then the removals in the base's.
    static func changes(base: [StateField], head: [StateField]) -> [ManifestChange] {
        let baseByName = Dictionary(base.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let headNames = Set(head.map(\.name))
        var changes: [ManifestChange] = []
        for field in head {
            guard let old = baseByName[field.name] else {
                changes.append(ManifestChange(.added, .field, name: field.name, after: text(field), at: field.location))
                continue
            }
            var details: [String] = []
            if old.type != field.type { details.append("type: \(old.type) → \(field.type)") }
            if old.defaultValue != field.defaultValue {
                details.append("default: \(old.defaultValue) → \(field.defaultValue)")
            }
            guard !details.isEmpty else { continue }
            changes.append(
                ManifestChange(
                    .changed, .field, name: field.name, before: text(old), after: text(field), details: details,
                    at: field.location))
        }
        for field in base where !headNames.contains(field.name) {
            changes.append(ManifestChange(.removed, .field, name: field.name, before: text(field), at: field.location))
        }
        return changes
    }

    /// A field as `fields:` writes it: `query: String = ""`.
    static func text(_ field: StateField) -> String { "\(field.name): \(field.type) = \(field.defaultValue)" }
}
