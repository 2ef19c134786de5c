import IntentFlowManifest
import IntentFlowTemplates

/// What the UI adapters need beyond the feature's cases: the coordinator the app implements (one method per route
/// and output), the screen's controls and the preview's effects handler.
///
/// Routes become `show<Route>(…)` and outputs `<feature><Output>(…)` (`showFilePicker()`,
/// `uploadCompleted(remoteID:)`): the prefixes keep a route and an output of the same name apart and read as what
/// the app does with each. A route already named `show<Something>` keeps its name.
enum AdapterContext {
    /// The `adapter` context key for a feature named `featureName` whose cases, in manifest order, `cases` gives.
    static func make(featureName: String, featureCamel: String, cases: (CaseGroup) -> [CaseContext]) -> TemplateValue {
        let routes = cases(.routes).map { method(for: $0, name: routeMethod($0.name), kind: .routes) }
        let outputs = cases(.outputs).map {
            method(for: $0, name: featureCamel + CaseStyle($0.name).pascal, kind: .outputs)
        }
        let intents = cases(.intents)
        let effects = cases(.effects)
        return .dictionary([
            "coordinator": .dictionary([
                "typeName": .string(featureName + "Coordinator"),
                "hasMethods": .bool(!routes.isEmpty || !outputs.isEmpty),
                "routes": .array(routes),
                "hasRoutes": .bool(!routes.isEmpty),
                "outputs": .array(outputs),
                "hasOutputs": .bool(!outputs.isEmpty),
            ]),
            "controls": .array(
                intents.filter(\.parameters.isEmpty).map { intent in
                    .dictionary([
                        "titleLiteral": .string(SwiftText.stringLiteral(CaseStyle(intent.name).title)),
                        "pattern": .string(".\(intent.memberName)"),
                    ])
                }),
            "hasControls": .bool(intents.contains { $0.parameters.isEmpty }),
            "valuedIntents": .array(
                intents.filter { !$0.parameters.isEmpty }.map { .dictionary(["pattern": .string(".\($0.memberName)")]) }
            ),
            "previewEffects": .array(effects.map(previewEffect)),
        ])
    }

    /// `filePicker` → `showFilePicker`; `showHelp` stays `showHelp`.
    private static func routeMethod(_ route: String) -> String {
        let rest = route.dropFirst(4)
        if route.hasPrefix("show"), let first = rest.first, first.isUppercase { return route }
        return "show" + CaseStyle(route).pascal
    }

    /// A coordinator method: `showReceipt(orderID: String)` declared, `showReceipt(orderID: orderID)` called for the
    /// case bound by `pattern`.
    private static func method(for declared: CaseContext, name: String, kind: CaseGroup) -> TemplateValue {
        let parameters = declared.parameters.map { parameter in
            (parameter.label.map(SwiftIdentifier.escapedLabel) ?? "_ \(parameter.binding)") + ": " + parameter.type
        }
        let arguments = declared.parameters.map { $0.argumentPrefix + $0.binding }
        let doc =
            declared.declaration.doc
            ?? (kind == .routes
                ? "The flow routed to `\(declared.name)`: present it."
                : "The flow's `\(declared.name)` output: act on it, or hand it to the parent.")
        return .dictionary([
            "name": .string(declared.name),
            "method": .string(name),
            "declaration": .string("\(name)(\(parameters.joined(separator: ", ")))"),
            "call": .string("\(name)(\(arguments.joined(separator: ", ")))"),
            "pattern": .string(declared.bindingPattern),
            "docComment": .string(SwiftText.docComment(doc)),
        ])
    }

    /// An effect as the preview answers it: with the first event its `emits:` names that has a value, else nothing.
    private static func previewEffect(_ effect: CaseContext) -> TemplateValue {
        let event = effect.emitted.lazy.compactMap { $0.value { $0.placeholder ?? $0.sample } }.first
        return .dictionary([
            "pattern": .string(".\(effect.memberName)"),
            "event": .string(event ?? ""),
            "hasEvent": .bool(event != nil),
        ])
    }
}
