import IntentFlowTemplates

/// Builds the context the default pack's `startup-action` generator renders: a startup step's name in every
/// spelling, the imports its file needs and its parameters.
package enum StartupActionContext {
    /// The context for the action `name` (`Onboarding`, `ForceUpdate`; a trailing `Action` is dropped), generated
    /// with `parameters`: the generator's, resolved against its pack.yaml (which declares the default pack's
    /// `priority` and its default), as templates read them under `params`.
    package static func make(name: String, parameters: [String: String] = [:]) -> TemplateValue {
        var base = name
        if base.hasSuffix("Action"), base != "Action" { base.removeLast("Action".count) }
        let style = CaseStyle(base)
        let params = parameters.mapValues(TemplateValue.string)
        return .dictionary([
            "action": .dictionary([
                "name": .string(style.pascal),
                "camel": .string(style.camel),
                "snake": .string(style.snake),
                "kebab": .string(style.kebab),
                "lower": .string(style.lower),
                "phrase": .string(style.phrase),
            ]),
            "imports": .array(["IntentFlowOrchestrator", "Observation"].map { .dictionary(["name": .string($0)]) }),
            "params": .dictionary(params),
        ])
    }
}
