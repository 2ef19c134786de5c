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
                        "caseDeclaration": .string(caseDeclaration(of: alert)),
                        "pattern": .string(pattern(of: alert)),
                        "content": .string(content(of: alert)),
                    ])
                }),
        ])
    }

    /// `incremented(count: Int)`, or `confirmDelete`: what follows `case` in the enum.
    private static func caseDeclaration(of alert: AlertDeclaration) -> String {
        let name = SwiftIdentifier.escaped(alert.name)
        guard !alert.parameters.isEmpty else { return name }
        let parameters = alert.parameters.map { ($0.label.map { SwiftIdentifier.escaped($0) + ": " } ?? "") + $0.type }
        return "\(name)(\(parameters.joined(separator: ", ")))"
    }

    /// `.incremented(let count)`, or `.confirmDelete`: the `switch` arm that binds the values the text interpolates
    /// (a value it does not interpolate, or an unlabelled one, is matched with `_`).
    private static func pattern(of alert: AlertDeclaration) -> String {
        let member = "." + SwiftIdentifier.escapedMember(alert.name)
        guard !alert.parameters.isEmpty else { return member }
        let used = Set(([alert.title] + (alert.message.map { [$0] } ?? [])).flatMap(AlertText.pieces))
        let bindings = alert.parameters.map { parameter in
            guard let label = parameter.label, used.contains(.value(label)) else { return "_" }
            return "let \(SwiftIdentifier.escaped(label))"
        }
        return "\(member)(\(bindings.joined(separator: ", ")))"
    }

    /// `"Incremented to \(count)!"`: the text as a Swift string literal, each `{name}` an interpolation of the value
    /// the arm binds.
    private static func literal(_ text: String) -> String {
        let body = AlertText.pieces(text).map { piece in
            switch piece {
            case .text(let text): String(SwiftText.stringLiteral(text).dropFirst().dropLast())
            case .value(let name): "\\(\(SwiftIdentifier.escaped(name)))"
            }
        }
        return "\"" + body.joined() + "\""
    }

    /// One element a line, each followed by a comma when there are several: swift format keeps a trailing comma in
    /// a multi-line list of two or more and removes it from a list of one.
    private static func listed(_ elements: [String]) -> String {
        elements.count == 1 ? elements[0] : elements.map { $0 + "," }.joined(separator: "\n")
    }

    /// `FlowAlert(title: …, buttons: […])` laid out one argument a line, six columns in (inside a `switch` arm).
    private static func content(of alert: AlertDeclaration) -> String {
        var arguments = ["title: \(literal(alert.title))"]
        if let message = alert.message { arguments.append("message: \(literal(message))") }
        if alert.style != "alert" { arguments.append("style: .\(alert.style)") }
        let buttons = alert.buttons.map { button in
            var parts = [SwiftText.stringLiteral(button.title)]
            if let role = button.role { parts.append("role: .\(role)") }
            if let intent = button.intent { parts.append("intent: .\(SwiftIdentifier.escapedMember(intent.name))") }
            return "          FlowAlertButton(\(parts.joined(separator: ", ")))"
        }
        arguments.append(
            buttons.isEmpty ? "buttons: []" : "buttons: [\n" + Self.listed(buttons) + "\n        ]")
        return "FlowAlert(\n" + arguments.map { "        " + $0 }.joined(separator: ",\n") + "\n      )"
    }
}
