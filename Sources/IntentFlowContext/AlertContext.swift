import IntentFlowManifest
import IntentFlowTemplates

/// What the contract needs to declare a feature's alerts (`alerts` in `Docs/ContextModel.md`): `<Feature>Alert`,
/// one case per alert, each with the `FlowAlert` it shows.
enum AlertContext {
    /// The context for `manifest`'s alerts.
    static func make(_ manifest: Manifest) -> TemplateValue {
        let intentType = manifest.feature + CaseGroup.intents.typeSuffix
        return .dictionary([
            "hasAlerts": .bool(!manifest.alerts.isEmpty),
            "typeName": .string(manifest.feature + "Alert"),
            "intentContentType": .string("FlowAlert<\(intentType)>"),
            "cases": .array(
                manifest.alerts.map { alert in
                    .dictionary([
                        "name": .string(alert.name),
                        "swiftName": .string(SwiftIdentifier.escaped(alert.name)),
                        "memberName": .string(SwiftIdentifier.escapedMember(alert.name)),
                        "content": .string(content(of: alert)),
                    ])
                }),
        ])
    }

    /// `FlowAlert(title: …, buttons: […])` laid out one argument a line, six columns in (inside a `switch` arm).
    private static func content(of alert: AlertDeclaration) -> String {
        var arguments = ["title: \(SwiftText.stringLiteral(alert.title))"]
        if let message = alert.message { arguments.append("message: \(SwiftText.stringLiteral(message))") }
        if alert.style != "alert" { arguments.append("style: .\(alert.style)") }
        let buttons = alert.buttons.map { button in
            var parts = [SwiftText.stringLiteral(button.title)]
            if let role = button.role { parts.append("role: .\(role)") }
            if let intent = button.intent { parts.append("intent: .\(SwiftIdentifier.escapedMember(intent.name))") }
            return "          FlowAlertButton(\(parts.joined(separator: ", "))),"
        }
        arguments.append(buttons.isEmpty ? "buttons: []" : "buttons: [\n" + buttons.joined(separator: "\n") + "\n        ]")
        return "FlowAlert(\n" + arguments.map { "        " + $0 }.joined(separator: ",\n") + "\n      )"
    }
}
