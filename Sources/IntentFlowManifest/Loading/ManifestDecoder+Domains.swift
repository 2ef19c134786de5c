extension ManifestDecoder {
    /// The `domains:` map: `case.label` (a parameter of a declared case) or a field's name → a range (`0...2`,
    /// `0..<3`) or a list of Swift expressions (`[.x, .o]`); an entry that is neither is reported and skipped.
    /// Which parameter a key names is checked once every case is known (``DomainFindings``).
    mutating func domains(_ node: YAMLNode) -> [String: ValueDomain] {
        if node.isNull { return [:] }
        guard let pairs = node.mapping else {
            report(
                .invalidDomain,
                "'domains' must map a parameter (case.label) or a field to a range or a list, e.g. "
                    + "domains: {play.row: 0...2}; found \(node.kindDescription)", at: node.location)
            return [:]
        }
        var domains: [String: ValueDomain] = [:]
        for pair in pairs {
            guard let key = pair.key.scalar, !key.isEmpty else {
                report(.invalidDomain, "a domain's key must be case.label or a field's name", at: pair.key.location)
                continue
            }
            if let domain = domain(pair.value, key: key, at: pair.key.location) { domains[key] = domain }
        }
        return domains
    }

    /// One domain: a range scalar or a list of expressions; `nil` (reported) otherwise.
    private mutating func domain(_ node: YAMLNode, key: String, at location: SourceLocation) -> ValueDomain? {
        if let items = node.sequence {
            let values = items.compactMap { $0.string?.trimmingWhitespace() }.filter { !$0.isEmpty }
            guard !values.isEmpty, values.count == items.count,
                values.allSatisfy({ SwiftExpressionShape.problem(in: $0) == nil })
            else {
                report(
                    .invalidDomain, "the domain of '\(key)' must list one Swift expression per value, e.g. [.x, .o]",
                    at: node.location)
                return nil
            }
            return ValueDomain(
                kind: .list(values), text: "[" + values.joined(separator: ", ") + "]", location: location)
        }
        guard let text = node.string, let range = ValueDomain.range(text) else {
            report(
                .invalidDomain,
                "the domain of '\(key)' must be a range of numbers (0...2, 0..<3) or a list ([.x, .o]); found "
                    + (node.string.map { "'\($0)'" } ?? node.kindDescription), at: node.location)
            return nil
        }
        return ValueDomain(kind: range, text: text.trimmingWhitespace(), location: location)
    }
}
