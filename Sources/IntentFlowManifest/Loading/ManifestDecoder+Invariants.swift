extension ManifestDecoder {
    /// The keys of an invariant written as a mapping.
    static let invariantKeys = ["text", "state", "step"]

    /// The `invariants:` list: each a string (prose), or a mapping with `text:` and a check under `state:` or
    /// `step:`; anything else is reported and skipped.
    mutating func invariants(_ node: YAMLNode) -> [Invariant] {
        guard let items = list(node, key: "invariants", of: "strings or mappings") else { return [] }
        var invariants: [Invariant] = []
        for item in items {
            if let text = item.string {
                invariants.append(Invariant(text: text, location: item.location))
            } else if let pairs = item.mapping {
                if let invariant = invariant(pairs, at: item.location) { invariants.append(invariant) }
            } else {
                report(
                    .typeMismatch,
                    "each item of 'invariants' must be a string or a mapping with 'text' and 'state' or 'step'; "
                        + "found \(item.kindDescription)", at: item.location)
            }
        }
        return invariants
    }

    /// An invariant written as a mapping; `nil` (reported) when it lacks its text or its check.
    private mutating func invariant(_ pairs: [YAMLPair], at location: SourceLocation) -> Invariant? {
        var text: String?
        var predicates: [String: InvariantPredicate] = [:]
        for pair in pairs {
            guard let key = pair.key.scalar, Self.invariantKeys.contains(key) else {
                let key = pair.key.scalar ?? ""
                report(
                    .invalidInvariant,
                    "unknown key '\(key)' in an invariant; it takes 'text', 'state' and 'step'"
                        + EditDistance.hint(for: key, among: Self.invariantKeys), at: pair.key.location)
                continue
            }
            guard let value = pair.value.string, value.contains(where: { !$0.isWhitespace }) else {
                report(
                    .invalidInvariant,
                    "an invariant's '\(key)' must be a non-empty string; found "
                        + pair.value.kindDescription, at: pair.value.location)
                continue
            }
            if key == "text" {
                text = value
            } else if let problem = SwiftExpressionShape.problem(in: value) {
                // Placed into the generated conformance test as it is, like a sample.
                report(
                    .invalidInvariant,
                    "an invariant's '\(key)' must be exactly one Swift Boolean expression, but "
                        + problem, at: pair.value.location)
            } else {
                predicates[key] = InvariantPredicate(text: value, location: pair.value.location)
            }
        }
        newerSchemaFeature("an invariant with a check", at: location)
        guard let text else {
            report(.invalidInvariant, "an invariant written as a mapping needs 'text': the rule in words", at: location)
            return nil
        }
        guard !predicates.isEmpty else {
            report(
                .invalidInvariant,
                "the invariant '\(text)' has no check: give it 'state: <Swift Boolean over state>' or 'step: <Swift "
                    + "Boolean over step>', or write it as a plain string", at: location)
            return nil
        }
        return Invariant(text: text, location: location, state: predicates["state"], step: predicates["step"])
    }
}
