/// Notes `intentflow validate` adds to a valid manifest's findings: advice that is right for many features and
/// wrong for some, so it never fails a run and other commands (generate, check, the build plugin) do not repeat it.
package enum ManifestAdvice {
    /// The notes for `manifest`, by position: each effect without a `policy:` (the edit that keeps the policy
    /// generated code used before the one default), and with `strict` a state list that names no failure.
    package static func notes(for manifest: Manifest, strict: Bool) -> [Diagnostic] {
        let isSchema01 = manifest.schemaVersion == "0.1"
        var findings = manifest.effects.compactMap { defaultPolicyNote($0, isSchema01: isSchema01) }
        if strict, let note = noFailureStateNote(manifest) { findings.append(note) }
        return findings.ordered()
    }

    /// For an effect without `policy:`: it runs every request (the runtime's default); a feature whose flow was
    /// generated when the default was `cancelInFlight` keeps that by saying so.
    /// A schema 0.1 manifest writes effects as plain strings, so the edit names the mapping form too.
    private static func defaultPolicyNote(_ effect: CaseDeclaration, isSchema01: Bool) -> Finding? {
        guard effect.policy == nil else { return nil }
        let edit =
            isSchema01
            ? "write it as '- {name: \(effect.name), policy: cancelInFlight}' in a schemaVersion \"0.2\" manifest"
            : "add 'policy: cancelInFlight'"
        return Finding(
            .defaultPolicy,
            "effect '\(effect.name)' states no policy, so every request runs (the runtime's default, "
                + "'\(EffectPolicyName.default.rawValue)'); earlier intentflow versions generated 'cancelInFlight' "
                + "for it: to keep a new request replacing one in flight, \(edit) (any 'policy:' silences this note)",
            at: effect.location)
    }

    /// When no state's name contains `fail` or `error`: failure may be modelled elsewhere (clearing data, an alert
    /// route), so this is a question for the author, asked only under `--strict`.
    private static func noFailureStateNote(_ manifest: Manifest) -> Finding? {
        guard !manifest.states.isEmpty,
            !manifest.states.contains(where: {
                let name = $0.name.lowercased()
                return name.contains("fail") || name.contains("error")
            })
        else { return nil }
        return Finding(
            .noFailureState,
            "no state models failure (a name containing 'fail' or 'error', e.g. failed(message: String)); fine "
                + "when the feature handles failure by clearing data or with an alert",
            at: manifest.keyLocations["states"] ?? manifest.location)
    }
}
