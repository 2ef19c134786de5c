import IntentFlowManifest
import IntentFlowTemplates

/// One case of a feature's vocabulary with the spellings generated code needs: its declaration, patterns that match
/// it, and values of it for tests and placeholders.
struct CaseContext: Hashable, Sendable {
    /// The case as declared.
    let declaration: CaseDeclaration
    /// Its associated values, with distinct binding names.
    let parameters: [ParameterContext]
    /// For an effect, the cancellation id the reducer passes with it; `nil` for other groups.
    let effectID: String?
    /// For an effect, its policy; `nil` for other groups.
    let policy: EffectPolicyName?
    /// For an effect, the declared events its `emits:` lists, in order; empty for other groups.
    let emitted: [CaseContext]
    /// For a state of a feature with `fields:`, how its values are built; `nil` otherwise.
    let shape: StateShape?
    /// For the state a trace keeps (`_` after `->`, ``keeping(_:)``), how the state before is spelled: its phase
    /// (`state.phase` in the reducer, `.connected` in a test starting there), or, for an enum state, the whole
    /// state. `nil` for every declared case.
    var kept: String?
    /// `.failed(message: "message")`: the case built from ``ParameterContext/sample`` values, or `nil` when one is
    /// missing.
    private(set) var sample: String?
    /// `.failed(message: "")`: the case built from placeholders, or `nil` when one is missing.
    private(set) var placeholder: String?

    /// The policy an effect gets when its manifest names none: the runtime's default, ``EffectPolicyName/default``.
    static let defaultPolicy = EffectPolicyName.default

    /// Describes `declaration`, one of `group`'s cases in the feature `featureCamel` (`login`, `deviceConnection`);
    /// `emitted` are the events an effect's `emits:` names.
    init(
        _ declaration: CaseDeclaration, group: CaseGroup, featureCamel: String,
        catalog: SampleCatalog = SampleCatalog(),
        emitted: [CaseContext] = [], shape: StateShape? = nil
    ) {
        self.declaration = declaration
        self.emitted = group == .effects ? emitted : []
        self.shape = group == .states ? shape : nil
        self.parameters = ParameterContext.make(declaration.parameters, owner: declaration.name, catalog: catalog)
        if group == .effects {
            effectID = declaration.effectID ?? "\(featureCamel).\(declaration.name)"
            policy = declaration.policy ?? Self.defaultPolicy
        } else {
            effectID = nil
            policy = nil
        }
        // Worked out once: every trace, chain and conformance row through the case spells them. A field's sample is
        // its type's, so a test from any state that keeps it can tell kept from reset to its default.
        sample = built { $0.sample ?? $0.placeholder }
        placeholder = built { $0.placeholder }
    }

    /// The name as written.
    var name: String { declaration.name }

    /// The name as Swift source: `` `default` `` for a keyword.
    var swiftName: String { SwiftIdentifier.escaped(name) }

    /// The name as written after a dot: `.default` needs no backticks, `.self` does.
    var memberName: String { SwiftIdentifier.escapedMember(name) }

    /// `failed(message: String)`, or `idle`: what follows `case` in the enum.
    var caseDeclaration: String {
        parameters.isEmpty
            ? swiftName : "\(swiftName)(\(parameters.map { $0.argumentPrefix + $0.type }.joined(separator: ", ")))"
    }

    /// `.name(label: value, …)` with each parameter's value from `value`, or `nil` when it has none.
    func value(_ value: (ParameterContext) -> String?) -> String? {
        var arguments: [String] = []
        for parameter in parameters {
            guard let argument = value(parameter) else { return nil }
            arguments.append(parameter.argumentPrefix + argument)
        }
        return arguments.isEmpty ? ".\(memberName)" : ".\(memberName)(\(arguments.joined(separator: ", ")))"
    }

    /// The case built as a value with each parameter's value from `value`, or `nil` when one has none: what
    /// ``value(_:)`` spells, or for a struct state `.init(phase: .failed(message: "m"), query: "")`.
    func built(_ value: (ParameterContext) -> String?) -> String? {
        guard let shape else { return self.value(value) }
        var arguments: [(ParameterContext, String?)] = []
        for parameter in parameters {
            guard let argument = value(parameter) else { return nil }
            arguments.append((parameter, argument))
        }
        return shape.build(member: memberName, arguments)
    }

    /// The case built from `arguments` (aligned with ``parameters``; a `nil` one is left out): `.failed(message: m)`,
    /// or for a struct state `.init(phase: .failed(message: m), query: q)`.
    func build(_ arguments: [String?]) -> String {
        if let shape { return shape.build(member: memberName, Array(zip(parameters, arguments)), keptPhase: kept) }
        if let kept { return kept }
        guard !parameters.isEmpty else { return ".\(memberName)" }
        let parts = zip(parameters, arguments).compactMap { parameter, argument in
            argument.map { parameter.argumentPrefix + $0 }
        }
        return ".\(memberName)(\(parts.joined(separator: ", ")))"
    }

    /// `.failed(let message)`: a pattern binding every parameter; `.idle` for a plain case.
    var bindingPattern: String {
        parameters.isEmpty
            ? ".\(memberName)" : ".\(memberName)(\(parameters.map { "let \($0.binding)" }.joined(separator: ", ")))"
    }

    /// The context templates see.
    var templateValue: TemplateValue {
        let style = CaseStyle(name)
        let title = style.title
        let sample = self.sample
        let placeholder = self.placeholder
        let doc = declaration.doc ?? ""
        return .dictionary([
            "name": .string(name),
            "swiftName": .string(swiftName),
            "pascalName": .string(style.pascal),
            "title": .string(title),
            "titleLiteral": .string(SwiftText.stringLiteral(title)),
            "hasDoc": .bool(declaration.doc != nil),
            "doc": .string(doc),
            "docComment": .string(SwiftText.docComment(doc)),
            "docLineComment": .string(SwiftText.lineComment(doc)),
            "parameters": .array(parameters.map(\.templateValue)),
            "hasParameters": .bool(!parameters.isEmpty),
            "caseDeclaration": .string(caseDeclaration),
            "pattern": .string(".\(memberName)"),
            "memberName": .string(memberName),
            "bindingPattern": .string(bindingPattern),
            "sample": .string(sample ?? ""),
            "hasSample": .bool(sample != nil),
            "placeholder": .string(placeholder ?? ""),
            "hasPlaceholder": .bool(placeholder != nil),
            "isEffect": .bool(effectID != nil),
            "effectID": .string(effectID ?? ""),
            "effectIDLiteral": .string(effectID.map(SwiftText.stringLiteral) ?? ""),
            "policy": .string(policy?.rawValue ?? ""),
            "emits": .array(emitted.map(\.emittedTemplateValue)),
            "hasEmits": .bool(!emitted.isEmpty),
            "isRepeating": .bool(declaration.every != nil && !emitted.isEmpty),
            "every": .string(declaration.every?.swiftExpression ?? ""),
            "everyText": .string(declaration.every?.text ?? ""),
            "tickClosure": .string(tickClosure),
            "isDelayed": .bool(declaration.after != nil && declaration.every == nil && !emitted.isEmpty),
            "after": .string(declaration.after?.swiftExpression ?? ""),
            "afterText": .string(declaration.after?.text ?? ""),
        ])
    }

    /// A repeating effect's tick as `RepeatingEffect.every`'s closure builds it from the tick's number:
    /// `{ _ in .timerTicked }`, `{ .tick(count: $0) }`; empty for an effect that does not repeat.
    private var tickClosure: String {
        guard declaration.every != nil, let tick = emitted.first else { return "" }
        guard let parameter = tick.parameters.first else { return "{ _ in .\(tick.memberName) }" }
        return "{ .\(tick.memberName)(\(parameter.argumentPrefix)$0) }"
    }

    /// An element of an effect's `emits`: this event, and the value an effects skeleton yields for it (placeholders,
    /// else samples; "" when a type has neither).
    private var emittedTemplateValue: TemplateValue {
        let value = self.value { $0.placeholder ?? $0.sample }
        return .dictionary([
            "name": .string(name),
            "swiftName": .string(swiftName),
            "value": .string(value ?? ""),
            "hasValue": .bool(value != nil),
        ])
    }
}
