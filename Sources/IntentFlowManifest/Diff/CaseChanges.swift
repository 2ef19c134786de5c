/// The changes between a vocabulary (`states:`, `intents:`, …) at the base and in the working tree, matched by case
/// name: a case only one side declares is added or removed (a rename is both), a case both declare is changed when
/// its payload (types, order, labels) or, for an effect, its id, policy, `emits:` or `every:` differ. A `doc:` is
/// documentation, not behaviour, and is not compared.
enum CaseChanges {
    /// The changes of `group` from `base` to `head`, in the working tree's order, then the removals in the base's.
    static func changes(in group: CaseGroup, base: [CaseDeclaration], head: [CaseDeclaration]) -> [ManifestChange] {
        guard let part = part(of: group) else { return [] }
        let baseByName = Dictionary(base.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let headNames = Set(head.map(\.name))
        var changes: [ManifestChange] = []
        for declaration in head {
            guard let old = baseByName[declaration.name] else {
                changes.append(
                    ManifestChange(
                        .added, part, name: declaration.name, after: signature(declaration),
                        at: declaration.location))
                continue
            }
            let details = differences(old, declaration, in: group)
            guard !details.isEmpty else { continue }
            let payloadChanged = payload(old) != payload(declaration)
            changes.append(
                ManifestChange(
                    .changed, part, name: declaration.name, before: signature(old), after: signature(declaration),
                    details: details, breaking: payloadChanged ? payloadReason(group) : nil, at: declaration.location))
        }
        for declaration in base where !headNames.contains(declaration.name) {
            changes.append(
                ManifestChange(
                    .removed, part, name: declaration.name, before: signature(declaration),
                    breaking: removalReason(group), at: declaration.location))
        }
        return changes
    }

    /// How a case reads: `failed(message: String)`, `progress(Double)`; a struct state's fields are left out (they
    /// are compared as fields).
    static func signature(_ declaration: CaseDeclaration) -> String {
        let values = declaration.parameters.filter { !$0.isField }
        guard !values.isEmpty else { return declaration.name }
        let list = values.map { parameter in parameter.label.map { "\($0): \(parameter.type)" } ?? parameter.type }
        return declaration.name + "(" + list.joined(separator: ", ") + ")"
    }

    /// The payload as code sees it: each value's label and type, in order.
    private static func payload(_ declaration: CaseDeclaration) -> [String] {
        declaration.parameters.filter { !$0.isField }.map { ($0.label ?? "_") + ":" + $0.type }
    }

    /// What differs between two declarations of one case, one clause each.
    private static func differences(_ old: CaseDeclaration, _ new: CaseDeclaration, in group: CaseGroup) -> [String] {
        var details: [String] = []
        if payload(old) != payload(new) { details.append("payload: \(signature(old)) → \(signature(new))") }
        guard group == .effects else { return details }
        if old.effectID != new.effectID {
            details.append("id: \(old.effectID ?? "none") → \(new.effectID ?? "none")")
        }
        let oldPolicy = old.policy ?? .default
        let newPolicy = new.policy ?? .default
        if oldPolicy != newPolicy { details.append("policy: \(oldPolicy.rawValue) → \(newPolicy.rawValue)") }
        let oldEmits = old.emits.map(\.name)
        let newEmits = new.emits.map(\.name)
        if oldEmits != newEmits {
            details.append("emits: [\(oldEmits.joined(separator: ", "))] → [\(newEmits.joined(separator: ", "))]")
        }
        if old.every?.milliseconds != new.every?.milliseconds {
            details.append("every: \(old.every?.text ?? "none") → \(new.every?.text ?? "none")")
        }
        return details
    }

    /// The part a group's cases are.
    static func part(of group: CaseGroup) -> ManifestChange.Part? {
        switch group {
        case .states: .state
        case .intents: .intent
        case .events: .event
        case .effects: .effect
        case .outputs: .output
        case .routes: .route
        }
    }

    /// Why removing (or renaming) a case of `group` breaks code written against the base; `nil` for a state, which
    /// only the feature's own reducer and projection name.
    private static func removalReason(_ group: CaseGroup) -> String? {
        switch group {
        case .states: nil
        case .intents: "a removed or renamed intent: views and tests that send it no longer compile"
        case .events: "a removed or renamed event: effect handlers that report it no longer compile"
        case .effects: "a removed or renamed effect: the effect handler that implements it no longer compiles"
        case .outputs: "a removed or renamed output: a parent or host that hears it no longer compiles"
        case .routes: "a removed or renamed route: the host that navigates on it no longer compiles"
        }
    }

    /// Why a changed payload breaks code written against the base; `nil` for a state.
    private static func payloadReason(_ group: CaseGroup) -> String? {
        switch group {
        case .states: nil
        case .effects: "a changed effect payload (types, order or labels): the effect handler matching it breaks"
        default: "a changed \(group.singular) payload (types, order or labels): code that builds or matches it breaks"
        }
    }
}
