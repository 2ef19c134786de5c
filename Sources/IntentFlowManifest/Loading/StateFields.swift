/// Gives every state case the manifest's `fields:` as trailing labelled parameters, so that traces, validation and
/// generation treat a struct state's fields like values of each case (`searching(query: q)`), and supplies the
/// single state ``StateField/implicitStateName`` when `states:` is left out.
enum StateFields {
    /// Adds `manifest.fields` to its states; returns the findings for fields that repeat a name or share one with
    /// a state's own parameter (those are left out).
    static func apply(to manifest: inout Manifest) -> [Finding] {
        guard !manifest.fields.isEmpty else { return [] }
        var findings: [Finding] = []
        var seen: [String: SourceLocation] = [:]
        var fields: [StateField] = []
        for field in manifest.fields {
            if let first = seen[field.name] {
                findings.append(
                    Finding(
                        .invalidField, "the field '\(field.name)' is declared twice", at: field.location,
                        notes: [Diagnostic(.note, "first declared here", at: first, rule: ManifestRule.invalidField.id)]
                    ))
                continue
            }
            seen[field.name] = field.location
            fields.append(field)
        }
        if manifest.states.isEmpty {
            manifest.states = [
                CaseDeclaration(
                    name: StateField.implicitStateName, location: manifest.keyLocations["fields"] ?? manifest.location)
            ]
            manifest.hasImplicitState = true
        }
        for index in manifest.states.indices {
            let state = manifest.states[index]
            let labels = Set(state.parameters.compactMap(\.label))
            for field in fields {
                guard !labels.contains(field.name) else {
                    findings.append(
                        Finding(
                            .invalidField,
                            "the field '\(field.name)' has the name of a parameter of the state '\(state.name)'; "
                                + "rename one, since traces name both the same way", at: field.location))
                    continue
                }
                var parameter = CaseParameter(
                    label: field.name, type: field.type, isTypeExplicit: true, location: field.location)
                parameter.fieldDefault = field.defaultValue
                manifest.states[index].parameters.append(parameter)
            }
        }
        return findings
    }
}
