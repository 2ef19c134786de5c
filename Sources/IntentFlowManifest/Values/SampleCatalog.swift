/// The samples a manifest adds to the standard ones (``SwiftValue``): the Swift expressions its `samples:` map
/// gives for its own types, and one value of each of the contract's enums.
package struct SampleCatalog: Hashable, Sendable {
    /// Type spelling (without spaces) → expression: the manifest's `samples:`, then the contract's enums.
    package let expressions: [String: String]
    /// Type spelling → the values a generated value test tries after the sample: the manifest's further `samples:`
    /// of the type, and each other case of a contract enum whose values all have a sample.
    package let alternatives: [String: [String]]
    /// The manifest's `domains:`, by `case.label` or field name: a value outside its parameter's domain is never a
    /// sample of it.
    package let domains: [String: ValueDomain]

    /// No samples beyond the standard ones.
    package init() {
        expressions = [:]
        alternatives = [:]
        domains = [:]
    }

    /// The samples of `manifest`: its `samples:` map, and for each contract enum (`LoginState`, `LoginRoute`, …)
    /// its first case whose values all have a sample.
    package init(_ manifest: Manifest) {
        var expressions: [String: String] = [:]
        for (type, expression) in manifest.samples { expressions[type.filter { !$0.isWhitespace }] = expression }
        let given = SampleCatalog(expressions: expressions)
        if let first = Self.samples(of: manifest.alerts.map(\.caseDeclaration), catalog: given).first,
            expressions[manifest.feature + "Alert"] == nil
        {
            expressions[manifest.feature + "Alert"] = first
        }
        var alternatives: [String: [String]] = [:]
        for (type, more) in manifest.moreSamples { alternatives[type.filter { !$0.isWhitespace }] = more }
        for group in CaseGroup.allCases {
            let type = manifest.feature + group.typeSuffix
            // A struct state (`fields:`) is not built from a case.
            if group == .states, !manifest.fields.isEmpty { continue }
            let samples = Self.samples(of: manifest[group], catalog: given)
            guard expressions[type] == nil, let sample = samples.first else { continue }
            expressions[type] = sample
            alternatives[type, default: []] += samples.dropFirst()
        }
        self.expressions = expressions
        self.alternatives = alternatives
        domains = manifest.domains
    }

    private init(expressions: [String: String]) {
        self.expressions = expressions
        alternatives = [:]
        domains = [:]
    }

    /// The domain of the parameter `label` of the case `owner`, or of the field `label` when `isField`.
    package func domain(of label: String?, in owner: String, isField: Bool) -> ValueDomain? {
        guard let label else { return nil }
        return isField ? domains[label] : domains[owner + "." + label]
    }

    /// `samples` (of a parameter or field whose domain is `domain`) inside the domain.
    package static func inside(_ domain: ValueDomain?, _ samples: [String]) -> [String] {
        guard let domain else { return samples }
        return samples.filter(domain.contains)
    }

    /// `.name(label: sample, …)` for each case all of whose values have a sample in `catalog`.
    private static func samples(of cases: [CaseDeclaration], catalog: SampleCatalog) -> [String] {
        var samples: [String] = []
        for declaration in cases {
            let name = declaration.name
            let values = declaration.parameters.map { parameter in
                SwiftValue.sample(for: parameter.type, named: parameter.label ?? "value", catalog: catalog).map {
                    (parameter.label.map { "\($0): " } ?? "") + $0
                }
            }
            guard !values.contains(nil) else { continue }
            let arguments = values.compactMap { $0 }
            samples.append(arguments.isEmpty ? ".\(name)" : ".\(name)(\(arguments.joined(separator: ", ")))")
        }
        return samples
    }

    /// The expression given for a type (spelled without spaces), if any.
    package subscript(core: String) -> String? { expressions[core] }
}
