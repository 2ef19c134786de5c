/// Findings about `domains:`: a key that names no declared parameter (`case.label`) or field, a range for a type that
/// is not a number, and a domain that excludes every sample of its type (generated tests would have no value to
/// send).
struct DomainFindings {
    private let manifest: Manifest
    private let catalog: SampleCatalog

    init(_ manifest: Manifest) {
        self.manifest = manifest
        catalog = SampleCatalog(manifest)
    }

    /// An error at each faulty domain's key, in the keys' order.
    var findings: [Finding] {
        let ordered = manifest.domains.sorted {
            ($0.value.location.line, $0.value.location.column) < ($1.value.location.line, $1.value.location.column)
        }
        return ordered.compactMap { key, domain in finding(key: key, domain: domain) }
    }

    private func finding(key: String, domain: ValueDomain) -> Finding? {
        guard let (label, type) = parameter(named: key) else {
            return Finding(
                .invalidDomain,
                "'\(key)' names no declared parameter or field; write case.label (play.row) or a field's name"
                    + EditDistance.hint(for: key, among: keys()), at: domain.location)
        }
        let core = SwiftTypeLayers(type).core
        if case .range = domain.kind, !(SwiftValue.isInteger(core) || SwiftValue.isFloatingPoint(core)) {
            return Finding(
                .invalidDomain, "'\(key)' is a '\(type)', not a number: give its domain as a list, e.g. [.x, .o]",
                at: domain.location)
        }
        let samples = SwiftValue.samples(for: type, named: label, catalog: catalog)
        guard !samples.isEmpty, SampleCatalog.inside(domain, samples).isEmpty else { return nil }
        return Finding(
            .invalidDomain,
            "the domain \(domain.text) of '\(key)' excludes every sample of '\(core)' "
                + "(\(samples.joined(separator: ", "))): "
                + "generated tests would have no value to send; add one inside it under 'samples:' (e.g. \(core): "
                + "['\(Self.inside(domain))'])", at: domain.location)
    }

    /// The label and type of the parameter `case.label` or the field `key`.
    private func parameter(named key: String) -> (label: String, type: String)? {
        if let field = manifest.fields.first(where: { $0.name == key }) { return (field.name, field.type) }
        let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        for group in CaseGroup.allCases {
            for declaration in manifest[group] where declaration.name == parts[0] {
                if let parameter = declaration.parameters.first(where: { $0.label == parts[1] }) {
                    return (parts[1], parameter.type)
                }
            }
        }
        return nil
    }

    /// Every key a domain may have, for "did you mean".
    private func keys() -> [String] {
        manifest.fields.map(\.name)
            + CaseGroup.allCases.flatMap { group in
                manifest[group].flatMap { declaration in
                    declaration.parameters.compactMap { $0.label.map { "\(declaration.name).\($0)" } }
                }
            }
    }

    /// A value inside `domain`: its lower bound or first value.
    private static func inside(_ domain: ValueDomain) -> String {
        switch domain.kind {
        case .range(let lower, _, _): lower == lower.rounded() ? String(Int(lower)) : String(lower)
        case .list(let values): values[0]
        }
    }
}
