import IntentFlowManifest
import IntentFlowTemplates

/// What the contract needs to declare a struct state (`stateStruct` in `Docs/ContextModel.md`): the phase enum, the
/// fields, the initializer, and the `Match` enum a reducer's `switch` matches (see ``StateShape``).
///
/// For an enum state every list is empty and `matchSuffix` is "", so templates that switch over
/// `state{{stateStruct.matchSuffix}}` read as before.
enum StateStructContext {
    /// The context for `manifest`, whose states are `states` (each carrying the fields as trailing parameters) and
    /// whose initial state is `initial`, declared with `access`.
    static func make(
        _ manifest: Manifest, states: [CaseContext], initial: InitialState?, access: AccessLevel
    ) -> TemplateValue {
        guard let shape = StateShape(manifest) else { return empty }
        let typeName = manifest.feature + CaseGroup.states.typeSuffix
        let phaseTypeName = manifest.feature + "Phase"
        let fields = manifest.fields.filter { field in
            states.first?.parameters.contains { $0.isField && $0.label == field.name } ?? false
        }
        let initialPhase = initial.flatMap { initial in
            phaseValue(initial.state, arguments: initial.state.parameters.indices.map { initial.values[$0] })
        }
        var initParameters = fields.map { "\(SwiftIdentifier.escapedLabel($0.name)): \($0.type) = \($0.defaultValue)" }
        var assignments = fields.map { "self.\($0.name) = \(SwiftIdentifier.escaped($0.name))" }
        if shape.hasPhase {
            initParameters.insert("phase: \(phaseTypeName)" + (initialPhase.map { " = \($0)" } ?? ""), at: 0)
            assignments.insert("self.phase = phase", at: 0)
        }
        let signature = "  \(access.modifier)init(\(initParameters.joined(separator: ", "))) {"
        return .dictionary([
            "isStruct": .bool(true),
            "hasPhase": .bool(shape.hasPhase),
            "typeName": .string(typeName),
            "phaseTypeName": .string(phaseTypeName),
            "phaseCases": .array(states.map { phaseCase($0, phaseTypeName: phaseTypeName) }),
            "fields": .array(fields.map(fieldValue)),
            "initParameters": .array(initParameters.map { .dictionary(["text": .string($0)]) }),
            "initFitsOnOneLine": .bool(SwiftText.width(signature) <= 100),
            "assignments": .array(assignments.map { .dictionary(["text": .string($0)]) }),
            "matchCases": .array(states.map(matchCase)),
            "matchSuffix": .string(".match"),
        ])
    }

    /// The context of an enum state.
    private static let empty = TemplateValue.dictionary([
        "isStruct": .bool(false), "hasPhase": .bool(false), "typeName": .string(""), "phaseTypeName": .string(""),
        "phaseCases": .array([]), "fields": .array([]), "initParameters": .array([]),
        "initFitsOnOneLine": .bool(true), "assignments": .array([]), "matchCases": .array([]),
        "matchSuffix": .string(""),
    ])

    /// `.searching(id: 1)`: the phase of `state` built from `arguments` (aligned with its parameters), or `nil`
    /// when one of its own is missing.
    private static func phaseValue(_ state: CaseContext, arguments: [String?]) -> String? {
        var parts: [String] = []
        for (parameter, argument) in zip(state.parameters, arguments) where !parameter.isField {
            guard let argument else { return nil }
            parts.append(parameter.argumentPrefix + argument)
        }
        return parts.isEmpty ? ".\(state.memberName)" : ".\(state.memberName)(\(parts.joined(separator: ", ")))"
    }

    /// A case of the phase enum: the state's own parameters, without the fields.
    private static func phaseCase(_ state: CaseContext, phaseTypeName: String) -> TemplateValue {
        let own = state.parameters.filter { !$0.isField }
        let declaration =
            own.isEmpty
            ? state.swiftName : "\(state.swiftName)(\(own.map { $0.argumentPrefix + $0.type }.joined(separator: ", ")))"
        return .dictionary([
            "caseDeclaration": .string(caseDeclaration(declaration, indent: 2)),
            "hasDoc": .bool(state.declaration.doc != nil),
            "docComment": .string(SwiftText.docComment(state.declaration.doc ?? "")),
        ])
    }

    /// A case of `Match`, and the `switch` arm that builds it from the phase and the fields.
    private static func matchCase(_ state: CaseContext) -> TemplateValue {
        let own = state.parameters.filter { !$0.isField }
        let phasePattern =
            own.isEmpty
            ? ".\(state.memberName)"
            : ".\(state.memberName)(\(own.map { "let \($0.binding)" }.joined(separator: ", ")))"
        let arguments = state.parameters.map { parameter in
            parameter.argumentPrefix
                + (parameter.isField ? SwiftIdentifier.escaped(parameter.label ?? "") : parameter.binding)
        }
        let value = ".\(state.memberName)(\(arguments.joined(separator: ", ")))"
        return .dictionary([
            "caseDeclaration": .string(caseDeclaration(state.caseDeclaration, indent: 4)),
            "phasePattern": .string(phasePattern),
            "value": .string(SwiftText.wrappedCall(value, indent: 4)),
            // What follows `case <phasePattern>:`, on the same line when it fits, else on lines of its own.
            "arm": .string(
                SwiftText.width("    case \(phasePattern): \(value)") <= 100
                    ? " " + value : "\n      " + SwiftText.wrappedCall(value, indent: 6)),
        ])
    }

    /// What follows `case ` at `indent` columns: `declaration`, broken after its `(` when the line would pass 100.
    private static func caseDeclaration(_ declaration: String, indent: Int) -> String {
        indent + "case ".count + SwiftText.width(declaration) <= 100
            ? declaration : SwiftText.brokenCall(declaration, indent: indent)
    }

    private static func fieldValue(_ field: StateField) -> TemplateValue {
        .dictionary([
            "name": .string(field.name),
            "swiftName": .string(SwiftIdentifier.escaped(field.name)),
            "type": .string(field.type),
            "defaultValue": .string(field.defaultValue),
        ])
    }
}
