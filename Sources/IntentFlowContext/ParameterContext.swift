import IntentFlowManifest
import IntentFlowTemplates

/// One associated value of a case, with the names and values generated code needs for it.
struct ParameterContext: Hashable, Sendable {
    /// The parameter as declared.
    let parameter: CaseParameter
    /// The local name a pattern binds it to: its label, or a name made from its type (`URL` → `url`), made unique
    /// within its case.
    let bindingName: String
    /// The samples beyond the standard ones: the manifest's `samples:` and the contract's enums.
    let catalog: SampleCatalog
    /// A value generated tests send for this parameter, or `nil` when its type is not one ``SwiftValue`` knows.
    let sample: String?
    /// The value a generated reducer uses when a trace gives this parameter none, or `nil` when there is none.
    let placeholder: String?
    /// The values it may take (`domains:`): samples outside it are never sent.
    let domain: ValueDomain?

    /// Describes `parameter`, bound as `bindingName`. Its sample and placeholder are worked out once here: every
    /// spelling of its case and of each trace through it asks for them.
    /// `owner` is the name of its case, which `domains:` keys name it by.
    init(parameter: CaseParameter, bindingName: String, catalog: SampleCatalog, owner: String = "") {
        self.parameter = parameter
        self.bindingName = bindingName
        self.catalog = catalog
        let domain = catalog.domain(of: parameter.label, in: owner, isField: parameter.isField)
        self.domain = domain
        sample =
            domain == nil
            ? SwiftValue.sample(for: parameter.type, named: bindingName, catalog: catalog)
            : SampleCatalog.inside(
                domain, SwiftValue.samples(for: parameter.type, named: bindingName, catalog: catalog)
            )
            .first
        // A field starts from its default, and keeps it where a trace gives it nothing.
        placeholder = parameter.fieldDefault ?? SwiftValue.placeholder(for: parameter.type)
    }

    /// Names the parameters of one case, so that every binding is distinct: `fileSelected(URL)` binds `url`,
    /// `moved(Int, Int)` binds `int` and `int2`.
    static func make(
        _ parameters: [CaseParameter], owner: String = "", catalog: SampleCatalog = SampleCatalog()
    ) -> [ParameterContext] {
        var used: [String: Int] = [:]
        return parameters.map { parameter in
            let base = parameter.label ?? Self.name(forType: parameter.type)
            let count = used[base, default: 0] + 1
            used[base] = count
            return ParameterContext(
                parameter: parameter, bindingName: count == 1 ? base : "\(base)\(count)", catalog: catalog,
                owner: owner)
        }
    }

    /// `URL` → `url`, `Double` → `double`, `[Item]` → `items`, `Int?` → `int`; anything else → `value`.
    static func name(forType type: String) -> String {
        var base = NameCharacters.withoutWhitespace(type)
        var isList = false
        while base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
        if base.hasPrefix("["), base.hasSuffix("]"), !base.contains(":") {
            base = String(base.dropFirst().dropLast())
            isList = true
        }
        if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
        guard SwiftIdentifier.isPlain(base) else { return "value" }
        let camel = CaseStyle(base).camel
        guard !camel.isEmpty else { return "value" }
        return isList ? camel + "s" : camel
    }

    /// The label, or `nil`.
    var label: String? { parameter.label }

    /// The type as written in the manifest.
    var type: String { parameter.type }

    /// Whether it is a field of a struct state (see ``StateShape``).
    var isField: Bool { parameter.isField }

    /// A field as the reducer reads it: `state.failures`. It also names a field's value from one step of a store test
    /// to the next (``TraceSamples/keptFields``).
    var fieldAccess: String { "state." + SwiftIdentifier.escapedMember(label ?? bindingName) }

    /// `message: ` for a labelled parameter, "" for an unlabelled one: what goes before a value in a call.
    var argumentPrefix: String {
        label.map { "\(SwiftIdentifier.escapedLabel($0)): " } ?? ""
    }

    /// The binding as Swift source: `` `default` `` for a keyword.
    var binding: String { SwiftIdentifier.escaped(bindingName) }

    /// Samples in order of preference under the binding name `name` (see ``SwiftValue/samples(for:named:catalog:)``).
    func samples(named name: String) -> [String] {
        SampleCatalog.inside(domain, SwiftValue.samples(for: type, named: name, catalog: catalog))
    }

    /// The context templates see.
    var templateValue: TemplateValue {
        .dictionary([
            "label": .string(label ?? ""),
            "hasLabel": .bool(label != nil),
            "swiftLabel": .string(label.map(SwiftIdentifier.escapedLabel) ?? ""),
            "argumentPrefix": .string(argumentPrefix),
            "type": .string(type),
            "isTypeExplicit": .bool(parameter.isTypeExplicit),
            "bindingName": .string(bindingName),
            "binding": .string(binding),
            "declaration": .string(argumentPrefix + type),
            "sample": .string(sample ?? ""),
            "hasSample": .bool(sample != nil),
            "placeholder": .string(placeholder ?? ""),
            "hasPlaceholder": .bool(placeholder != nil),
        ])
    }
}
