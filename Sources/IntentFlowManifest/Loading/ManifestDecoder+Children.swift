extension ManifestDecoder {
    /// The keys of a `children:` entry.
    static let childKeys = ["feature", "manifest", "id", "each", "from", "outputs"]

    /// The `children:` list: each entry a mapping with `feature`, `manifest`, optional `id` and `outputs`; an entry
    /// that is not one, or lacks a required key, is reported and left out.
    mutating func children(_ node: YAMLNode) -> [ChildDeclaration] {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            report(
                .typeMismatch,
                "'children' must be a list of mappings with 'feature', 'manifest' and 'outputs'; found "
                    + "\(node.kindDescription)",
                at: node.location)
            return []
        }
        return items.compactMap { child($0) }
    }

    private mutating func child(_ node: YAMLNode) -> ChildDeclaration? {
        guard let pairs = node.mapping else {
            report(
                .typeMismatch,
                "each child must be a mapping such as {feature: Login, manifest: login.intentflow.yaml, "
                    + "outputs: {completed: loginSucceeded}}; found \(node.kindDescription)", at: node.location)
            return nil
        }
        var values: [String: String] = [:]
        var locations: [String: SourceLocation] = [:]
        var outputs: [ChildDeclaration.OutputMapping] = []
        for pair in pairs {
            guard let key = pair.key.scalar else {
                report(.typeMismatch, "keys must be strings; found \(pair.key.kindDescription)", at: pair.key.location)
                continue
            }
            locations[key] = pair.value.location
            switch key {
            case "feature", "manifest", "id", "each", "from":
                values[key] = string(pair.value, key: key)
            case "outputs":
                outputs = outputMappings(pair.value)
            default:
                report(
                    .unknownKey, "unknown key '\(key)'" + EditDistance.hint(for: key, among: Self.childKeys),
                    at: pair.key.location)
            }
        }
        for key in ["feature", "manifest"] where values[key]?.isEmpty ?? true {
            report(.required, "a child needs '\(key)'", at: locations[key] ?? node.location)
        }
        guard let feature = values["feature"], let manifest = values["manifest"], !feature.isEmpty, !manifest.isEmpty
        else { return nil }
        // A collection following a field is named after the field by default: `from: episodes` → `hostEpisodes`.
        let id = values["id"] ?? values["from"] ?? ChildDeclaration.defaultID(for: feature)
        if !IdentifierSyntax.isValid(id) {
            report(
                .invalidIdentifier, "a child's id must be a Swift identifier such as 'login'; found '\(id)'",
                at: locations["id"] ?? locations["feature"] ?? node.location)
            return nil
        }
        var declaration = ChildDeclaration(
            feature: feature, manifest: manifest, id: id, outputs: outputs, location: node.location)
        declaration.keyLocations = locations
        declaration.from = values["from"]
        if let each = values["each"] {
            guard case .success(let type) = SwiftTypeSyntax.canonical(each), !each.isEmpty else {
                report(
                    .childInvalidEach,
                    "'each' names the type of the id each hosted child is kept under, such as UUID or Int; found "
                        + "'\(each)'",
                    at: locations["each"] ?? node.location)
                return nil
            }
            declaration.each = type
        }
        return declaration
    }

    /// `outputs: {completed: loginSucceeded}`: each child output's name and the parent event it becomes.
    private mutating func outputMappings(_ node: YAMLNode) -> [ChildDeclaration.OutputMapping] {
        if node.isNull { return [] }
        guard let pairs = node.mapping else {
            report(
                .typeMismatch,
                "'outputs' must map the child's outputs to this feature's events, e.g. outputs: {completed: "
                    + "loginSucceeded}; found \(node.kindDescription)", at: node.location)
            return []
        }
        return pairs.compactMap { pair in
            guard let output = pair.key.string, !output.isEmpty, let event = pair.value.string, !event.isEmpty else {
                report(
                    .typeMismatch,
                    "each entry of 'outputs' maps an output name to an event name, e.g. completed: "
                        + "loginSucceeded", at: pair.value.location)
                return nil
            }
            return ChildDeclaration.OutputMapping(
                output: CaseReference(name: output, location: pair.key.location),
                event: CaseReference(name: event, location: pair.value.location))
        }
    }
}
