/// The changes between a feature's `children:` at the base and in the working tree, matched by id: the child's
/// feature, its manifest, `each:` and the outputs the parent maps (each to one of its events).
enum ChildChanges {
    /// The changes from `base` to `head`, in the working tree's order, then the removals in the base's.
    static func changes(base: [ChildDeclaration], head: [ChildDeclaration]) -> [ManifestChange] {
        let baseByID = Dictionary(base.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let headIDs = Set(head.map(\.id))
        var changes: [ManifestChange] = []
        for child in head {
            guard let old = baseByID[child.id] else {
                changes.append(ManifestChange(.added, .child, name: child.id, after: text(child), at: child.location))
                continue
            }
            let details = differences(old, child)
            guard !details.isEmpty else { continue }
            changes.append(
                ManifestChange(
                    .changed, .child, name: child.id, before: text(old), after: text(child), details: details,
                    at: child.location))
        }
        for child in base where !headIDs.contains(child.id) {
            changes.append(ManifestChange(.removed, .child, name: child.id, before: text(child), at: child.location))
        }
        return changes
    }

    /// A child in one line: `login: Login (login.intentflow.yaml) {completed: loginSucceeded}`.
    static func text(_ child: ChildDeclaration) -> String {
        var text = "\(child.id): \(child.feature)"
        if let each = child.each { text += " each \(each)" }
        if let from = child.from { text += " from \(from)" }
        text += " (\(child.manifest)) {" + mappings(child).joined(separator: ", ") + "}"
        return text
    }

    private static func mappings(_ child: ChildDeclaration) -> [String] {
        child.outputs.map { "\($0.output.name): \($0.event.name)" }
    }

    private static func differences(_ old: ChildDeclaration, _ new: ChildDeclaration) -> [String] {
        var details: [String] = []
        if old.feature != new.feature { details.append("feature: \(old.feature) → \(new.feature)") }
        if old.manifest != new.manifest { details.append("manifest: \(old.manifest) → \(new.manifest)") }
        if old.each != new.each { details.append("each: \(old.each ?? "none") → \(new.each ?? "none")") }
        if old.from != new.from { details.append("from: \(old.from ?? "none") → \(new.from ?? "none")") }
        let oldMappings = mappings(old)
        let newMappings = mappings(new)
        if oldMappings != newMappings {
            let before = oldMappings.joined(separator: ", ")
            details.append("outputs: {\(before)} → {\(newMappings.joined(separator: ", "))}")
        }
        return details
    }
}
