extension ManifestDecoder {
    /// The `fields:` list: each entry a string `name: Type = default`; an entry that is not one is reported
    /// (`manifest.invalid-field`, at the column of the problem) and left out.
    mutating func fields(_ node: YAMLNode) -> [StateField] {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            report(
                .typeMismatch,
                "'fields' must be a list such as ['query: String = \"\"']; found \(node.kindDescription)",
                at: node.location)
            return []
        }
        return items.compactMap { item in
            guard let text = item.string else {
                report(
                    .typeMismatch, "each field must be a string 'name: Type = value'; found \(item.kindDescription)",
                    at: item.location)
                return nil
            }
            let locator = ScalarLocator(item)
            switch StateFieldSyntax.parse(text) {
            case .failure(let failure):
                report(.invalidField, failure.message, at: locator.location(ofOffset: failure.offset))
                return nil
            case .success(let parsed):
                return StateField(
                    name: parsed.name, type: parsed.type, defaultValue: parsed.defaultValue,
                    location: locator.location(ofOffset: parsed.offset))
            }
        }
    }
}
